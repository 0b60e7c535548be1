// Find Workers' results: the count, the sort, the list (or why there is none), 'Show more workers' and the cap note.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  SEARCH_SORTS,
  type SearchSort,
} from '../../../shared/schemas/search-sorts.js';
import { Button } from '../../components/ui/button.js';
import { Field } from '../../components/ui/field.js';
import { SavedCopyNotice } from '../../components/ui/saved-copy-notice.js';
import { errorBody } from '../../lib/api.js';
import { AdvancedFiltersOffer } from './advanced-filters.js';
import type { useWorkerSearch } from './api.js';
import { useProgressiveList } from './use-progressive-list.js';
import { WorkerCard } from './worker-card.js';

/** The sorts' names (the spec's words), in the reader's language. */
const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  distance: msg`Distance`,
  rating: msg`Rating`,
  price: msg`Price`,
};

export const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 min-h-[44px]';

const NO_WORKERS: WorkerSearchItem[] = [];

export function SearchResults({
  search,
  savedAt,
  sort,
  onSort,
  limit,
  onMore,
  onClearAdvanced,
  cardActions,
}: {
  search: ReturnType<typeof useWorkerSearch>;
  savedAt: Date | null;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  limit: number;
  onMore: () => void;
  onClearAdvanced: () => void;
  cardActions?: (worker: WorkerSearchItem) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const workers = search.data?.workers ?? NO_WORKERS;
  const shownWorkers = useProgressiveList(workers);
  // No count until the first answer: '0 found' beside 'Searching…' read as an empty area (issue 32).
  const count = search.data ? `${search.data.total}${search.data.totalCapped ? '+' : ''}` : null;
  const cap = SEARCH_RESULT_CAP;
  return (
    <section aria-labelledby="results-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="results-heading" className="text-xl font-semibold" aria-live="polite">
          {count === null ? (
            <Trans>Workers in Your Area</Trans>
          ) : (
            <Trans>Workers in Your Area ({count} found)</Trans>
          )}
        </h2>
        <Field label={t`Sort by`}>
          {({ id }) => (
            <select
              id={id}
              className={selectClass}
              value={sort}
              onChange={(e) => onSort(e.target.value as SearchSort)}
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {i18n._(SORT_LABELS[s])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <SavedCopyNotice savedAt={savedAt} />
      {errorBody(search.error)?.requiresSubscription ? (
        <AdvancedFiltersOffer refused onClear={onClearAdvanced} />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Could not load workers. Please try again.</Trans>
        </p>
      ) : search.isLoading ? (
        <p className="text-sm text-slate-600">
          <Trans>Searching…</Trans>
        </p>
      ) : workers.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-semibold">
            <Trans>No workers found</Trans>
          </h3>
          <p className="text-sm text-slate-600">
            <Trans>Try a larger radius, another skill or turn off Verified Only.</Trans>
          </p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={search.isFetching}>
          {shownWorkers.map((w) => (
            <li key={w.id} className="grid grid-cols-1">
              <WorkerCard worker={w} actions={cardActions?.(w)} />
            </li>
          ))}
        </ul>
      )}
      {search.data && workers.length < search.data.total && limit < SEARCH_MAX_PAGE_SIZE ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={search.isFetching}
          onClick={onMore}
        >
          {search.isFetching ? t`Loading...` : t`Show more workers`}
        </Button>
      ) : null}
      {search.data?.totalCapped ? (
        // The search stops at the nearest SEARCH_RESULT_CAP matches (decision 0035), so there is no next page.
        <p className="rounded-md bg-slate-50 p-3 text-center text-sm text-slate-700" role="status">
          <Trans>
            More than {cap} workers match: only the {cap} nearest can be listed. To see others, narrow your
            search with a smaller radius, a skill or Verified Only.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
