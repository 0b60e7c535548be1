// The languages a worker speaks, ticked from the list (issue 18): the registration wizard's profile step and the
// dashboard's languages card. The product's seven languages first, then the others.
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.js';
import { SPOKEN_LANGUAGES, SPOKEN_LANGUAGES_MAX } from '../../../shared/spoken-languages.js';
import { ChoiceGroup } from '../../components/ui/form-fields.js';
import { spokenLanguageLabel } from '../../lib/spoken-languages.js';

const PRODUCT = new Set<string>(LANGUAGE_CODES);

export function SpokenLanguagesPicker({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const max = SPOKEN_LANGUAGES_MAX;
  const box = (code: string) => {
    const checked = value.includes(code);
    return (
      <label key={code} className="flex min-h-[40px] items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          value={code}
          checked={checked}
          // Past the most a profile keeps, only unticking is possible.
          disabled={!checked && value.length >= max}
          onChange={(e) => onChange(e.target.checked ? [...value, code] : value.filter((c) => c !== code))}
        />
        {spokenLanguageLabel(code, i18n)}
      </label>
    );
  };
  return (
    <ChoiceGroup legend={t`Languages you speak (up to ${max})`} error={error}>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {SPOKEN_LANGUAGES.filter((l) => PRODUCT.has(l.code)).map((l) => box(l.code))}
      </div>
      <p className="text-sm font-medium text-slate-700">{t`Other languages`}</p>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {SPOKEN_LANGUAGES.filter((l) => !PRODUCT.has(l.code)).map((l) => box(l.code))}
      </div>
    </ChoiceGroup>
  );
}
