// The console's translation suggestions (issue 17): what readers proposed, per language, for that language's
// reviewer; marked done once passed on. A proposal changes nothing by itself (docs/i18n/README.md).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LANGUAGES, type LanguageCode, languageName } from '../../../shared/i18n/languages.js';
import type { AdminSuggestion, SuggestionStatus } from '../../../shared/schemas/translation-suggestions.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { markSuggestionDone, useAdminAction, useTranslationSuggestions } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, FilterButtons, LoadError } from './parts.js';

function SuggestionCard({ suggestion }: { suggestion: AdminSuggestion }) {
  const { t } = useLingui();
  const done = useAdminAction(markSuggestionDone);
  const when = formatDateTime(suggestion.createdAt);
  const language = languageName(suggestion.language as LanguageCode);
  return (
    <Card data-testid="admin-suggestion">
      <CardContent className="grid gap-2 pt-5 text-sm">
        <p className="flex flex-wrap justify-between gap-2">
          <span className="font-semibold">{language}</span>
          <span className="text-slate-600">{when}</span>
        </p>
        <p className="text-slate-600">
          {t`Page:`} <span translate="no">{suggestion.page || '/'}</span>
        </p>
        {suggestion.text ? (
          <p>
            {t`Now:`}{' '}
            <span lang={suggestion.language} translate="no">
              {suggestion.text}
            </span>
          </p>
        ) : null}
        <p className="font-medium">
          {t`Proposed:`}{' '}
          <span lang={suggestion.language} translate="no">
            {suggestion.proposal}
          </span>
        </p>
        <p className="text-slate-600">
          {suggestion.signedIn ? t`From a signed-in person` : t`From a visitor who was not signed in`}
        </p>
        {suggestion.status === 'open' ? (
          <Button
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={done.isPending}
            onClick={() =>
              done.mutate(
                { suggestionId: suggestion.id },
                { onSuccess: () => toast({ title: t`Marked as done` }) },
              )
            }
          >
            {t`Mark as done`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function TranslationsSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<SuggestionStatus>('open');
  const [language, setLanguage] = useState<string>('');
  const suggestions = useTranslationSuggestions(status, language);
  const statuses: [SuggestionStatus, string][] = [
    ['open', t`Open`],
    ['done', t`Done`],
  ];
  return (
    <div className="grid gap-4">
      <FilterButtons legend={t`Which suggestions`} options={statuses} value={status} onChange={setStatus} />
      <label className="grid max-w-xs gap-1 text-sm font-medium text-slate-800">
        {t`Language`}
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3 font-normal"
        >
          <option value="">{t`Every language`}</option>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {suggestions.isLoading ? (
        <Spinner label={t`Loading suggestions`} />
      ) : !suggestions.data ? (
        <LoadError error={suggestions.error} />
      ) : suggestions.data.suggestions.length === 0 ? (
        <Empty>{t`No suggestions here.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Translation suggestions`}>
          {suggestions.data.suggestions.map((s) => (
            <li key={s.id}>
              <SuggestionCard suggestion={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
