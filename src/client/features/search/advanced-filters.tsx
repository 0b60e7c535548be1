// Find Workers' advanced filters, a perk of the employer plan (issue 18, decision 0210): minimum rating, day rate,
// availability, police clearance, verified references and language. Subscribers get the controls; everyone else sees
// what they would do and the offer. The server refuses the filters without a subscription all the same.
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { AVAILABILITY_OPTIONS, formatRand } from '../../../shared/constants.js';
import { availabilityLabel } from '../../../shared/i18n/availability-labels.js';
import {
  ADVANCED_FILTER_KEYS,
  type AdvancedFilters as AdvancedFilterValues,
  DAY_RATE_HOURS,
  hasAdvancedFilters,
  MIN_RATING_CHOICES,
  RATE_FILTER_CHOICES,
} from '../../../shared/schemas/advanced-filter-rules.js';
import { SPOKEN_LANGUAGES } from '../../../shared/spoken-languages.js';
import { Button } from '../../components/ui/button.js';
import { Field } from '../../components/ui/field.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { spokenLanguageLabel } from '../../lib/spoken-languages.js';
import { useEmployerStatus } from '../employer/index.js';
import { AdvancedFiltersOffer } from './advanced-filters-offer.js';

export type { AdvancedFilterValues };
export { AdvancedFiltersOffer };

const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 min-h-[44px]';

/** A select whose empty option means "no filter"; numbers come back as numbers. */
function FilterSelect<T extends string | number>({
  label,
  value,
  anyLabel,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: T | undefined;
  anyLabel: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          className={selectClass}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            onChange(picked?.value);
          }}
        >
          <option value="">{anyLabel}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Switch({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="h-5 w-5 accent-green-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

function FilterControls({
  value,
  onChange,
}: {
  value: AdvancedFilterValues;
  onChange: (next: AdvancedFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof AdvancedFilterValues>(key: K, v: AdvancedFilterValues[K]) =>
    onChange({ ...value, [key]: v });
  const hours = DAY_RATE_HOURS;
  const rates = RATE_FILTER_CHOICES.map((r) => ({ value: r, label: formatRand(r * 100) }));
  return (
    <div className="grid grid-cols-1 gap-3 pt-3 sm:grid-cols-2 lg:grid-cols-3">
      <FilterSelect
        label={t`Minimum rating`}
        anyLabel={t`Any rating`}
        value={value.minRating}
        options={MIN_RATING_CHOICES.map((n) => {
          const rating = i18n.number(n);
          return { value: n, label: n === 5 ? t`5 stars only` : t`${rating} stars or more` };
        })}
        onChange={(v) => set('minRating', v)}
      />
      <FilterSelect
        label={t`Day rate from`}
        anyLabel={t`No lower limit`}
        value={value.rateMin}
        options={rates.filter((r) => value.rateMax === undefined || r.value <= value.rateMax)}
        onChange={(v) => set('rateMin', v)}
        hint={t`Hourly rates count as ${hours} hours.`}
      />
      <FilterSelect
        label={t`Day rate up to`}
        anyLabel={t`No upper limit`}
        value={value.rateMax}
        options={rates.filter((r) => value.rateMin === undefined || r.value >= value.rateMin)}
        onChange={(v) => set('rateMax', v)}
      />
      <FilterSelect
        label={t`Availability`}
        anyLabel={t`Any availability`}
        value={value.availability}
        options={AVAILABILITY_OPTIONS.map((a) => ({ value: a, label: i18n._(availabilityLabel(a)) }))}
        onChange={(v) => set('availability', v)}
      />
      <FilterSelect
        label={t`Speaks`}
        anyLabel={t`Any language`}
        value={value.language}
        options={SPOKEN_LANGUAGES.map((l) => ({ value: l.code, label: spokenLanguageLabel(l.code, i18n) }))}
        onChange={(v) => set('language', v)}
      />
      <div className="grid content-end">
        <Switch
          checked={value.policeCleared === true}
          onChange={(on) => set('policeCleared', on || undefined)}
        >
          {t`Police cleared only`}
        </Switch>
        <Switch
          checked={value.verifiedReferences === true}
          onChange={(on) => set('verifiedReferences', on || undefined)}
        >
          {t`With verified references`}
        </Switch>
      </div>
      {hasAdvancedFilters(value) ? (
        <Button variant="outline" className="justify-self-start" onClick={() => onChange({})}>
          {t`Clear advanced filters`}
        </Button>
      ) : null}
    </div>
  );
}

/** How many advanced filters are on. */
function activeFilterCount(value: AdvancedFilterValues): number {
  return ADVANCED_FILTER_KEYS.filter((k) => value[k] !== undefined && value[k] !== false).length;
}

export function AdvancedFilters({
  value,
  onChange,
}: {
  value: AdvancedFilterValues;
  onChange: (next: AdvancedFilterValues) => void;
}) {
  const { t } = useLingui();
  // After the page's first paint (decision 0364); the filters stay closed until a tap, long after.
  const employer = useEmployerStatus(useAfterPaint());
  const subscribed = employer.data?.hasActiveSubscription === true;
  const active = activeFilterCount(value);
  return (
    <details className="group rounded-lg border border-slate-200 px-3 md:col-span-2 lg:col-span-4">
      <summary className="flex min-h-[44px] cursor-pointer flex-wrap items-center gap-2 font-medium">
        <SlidersHorizontal size={16} aria-hidden="true" />
        {active > 0 ? t`Advanced filters (${active} on)` : t`Advanced filters`}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {t`Employer plan`}
        </span>
        <ChevronDown
          size={18}
          aria-hidden="true"
          className="ml-auto transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-3">
        {employer.isPending ? null : subscribed ? (
          <FilterControls value={value} onChange={onChange} />
        ) : (
          <AdvancedFiltersOffer />
        )}
      </div>
    </details>
  );
}
