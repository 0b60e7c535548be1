// The Find Workers screen: location, skill, radius, 'Use Current Location', 'Verified Only', sort, map and grid.
import { Crosshair } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  CATEGORIES,
  DEFAULT_MAP_CENTER,
  DEFAULT_RADIUS_KM,
  SEARCH_RADII_KM,
} from '../../../shared/constants.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_RESULT_CAP,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchSort,
} from '../../../shared/schemas/search-sorts.js';
import { Button } from '../../components/ui/button.js';
import { Field } from '../../components/ui/field.js';
import { detectLocation } from '../../lib/geolocation.js';
import type { SearchFilters } from './api.js';
import { useWorkerSearch } from './api.js';
import { type ChosenPlace, LocationSearch } from './location-search.js';
import { useProgressiveList } from './use-progressive-list.js';
import { WorkerCard } from './worker-card.js';

const WorkerMap = lazy(() => import('./worker-map.js'));

const NO_WORKERS: WorkerSearchItem[] = [];

export const FIND_WORKERS_TEXTS = {
  /** The search stops at the nearest SEARCH_RESULT_CAP matches (decision 0035), so there is no next page. */
  capReached: `More than ${SEARCH_RESULT_CAP} workers match: only the ${SEARCH_RESULT_CAP} nearest can be listed. To see others, narrow your search with a smaller radius, a skill or Verified Only.`,
} as const;
const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 min-h-[44px]';

/** `cardActions` lets the page put the hiring feature's Hire button on each card. */
export function FindWorkersView({
  cardActions,
}: {
  cardActions?: (worker: WorkerSearchItem) => ReactNode;
} = {}) {
  const [, setLocation] = useLocation();
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [skill, setSkill] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_KM);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [sort, setSort] = useState<SearchSort>('distance');
  const [locating, setLocating] = useState(false);
  // 'Show more workers' raises the page size for the current filters only; any filter change starts again at one page.
  const [more, setMore] = useState({ key: '', limit: SEARCH_PAGE_SIZE });
  const filterKey = `${place?.lat},${place?.lng},${skill},${radius},${verifiedOnly},${sort}`;
  const limit = more.key === filterKey ? more.limit : SEARCH_PAGE_SIZE;

  // The search runs once a location or a skill is set; a skill alone searches around the default centre.
  const filters: SearchFilters | null = useMemo(() => {
    if (!place && !skill) return null;
    const at = place ?? DEFAULT_MAP_CENTER;
    return { lat: at.lat, lng: at.lng, radius, skill, verifiedOnly, sort, limit };
  }, [place, skill, radius, verifiedOnly, sort, limit]);
  const search = useWorkerSearch(filters);
  const workers = search.data?.workers ?? NO_WORKERS;
  const shownWorkers = useProgressiveList(workers);
  // The map clears its markers and refits its bounds whenever `center` changes identity, so it may change only
  // with the coordinates, not on every render ('Locating...', each batch of cards, fetch state).
  const centerLat = filters?.lat;
  const centerLng = filters?.lng;
  const center = useMemo(
    () => (centerLat === undefined || centerLng === undefined ? null : { lat: centerLat, lng: centerLng }),
    [centerLat, centerLng],
  );

  const useCurrentLocation = async () => {
    setLocating(true);
    const at = await detectLocation({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
    setLocating(false);
    // On failure the map stays on the default centre (the spec's fallback).
    if (at) setPlace({ ...at, label: 'Your current location' });
  };

  const countText = search.data ? `${search.data.total}${search.data.totalCapped ? '+' : ''}` : '0';

  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">Find Workers</h1>
        <p className="text-sm text-slate-600">Search by location and skill. Browsing is free.</p>
      </header>

      <section
        aria-label="Search filters"
        className="grid gap-3 rounded-xl border border-slate-200 p-4 md:grid-cols-2 lg:grid-cols-4"
      >
        <div className="md:col-span-2">
          <LocationSearch onSelect={setPlace} near={place ?? DEFAULT_MAP_CENTER} />
        </div>
        <Field label="Skill">
          {({ id }) => (
            <select id={id} className={selectClass} value={skill} onChange={(e) => setSkill(e.target.value)}>
              <option value="">All skills</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Radius">
          {({ id }) => (
            <select
              id={id}
              className={selectClass}
              value={radius}
              onChange={(e) => setRadius(Number(e.target.value))}
            >
              {SEARCH_RADII_KM.map((r) => (
                <option key={r} value={r}>
                  {r} km
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
          <Button variant="outline" onClick={useCurrentLocation} disabled={locating}>
            <Crosshair size={16} aria-hidden="true" />
            {locating ? 'Locating...' : 'Use Current Location'}
          </Button>
          <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-green-700"
              checked={verifiedOnly}
              onChange={(e) => setVerifiedOnly(e.target.checked)}
            />
            Verified Only
          </label>
          {place ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              Near {place.label}
            </p>
          ) : null}
        </div>
      </section>

      <Suspense
        fallback={
          <div className="h-96 w-full rounded-xl border border-slate-200 bg-slate-100" aria-hidden="true" />
        }
      >
        <WorkerMap
          center={center}
          radiusKm={radius}
          workers={workers}
          onOpenWorker={(id) => setLocation(`/worker/${id}`)}
        />
      </Suspense>

      {!filters ? (
        <section className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold">Set Your Location to Get Started</h2>
          <p className="text-sm text-slate-600">
            Search for your suburb or use your current location, or pick a skill, to see workers near you.
          </p>
        </section>
      ) : (
        <section aria-labelledby="results-heading" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="results-heading" className="text-xl font-semibold" aria-live="polite">
              Workers in Your Area ({countText} found)
            </h2>
            <Field label="Sort by">
              {({ id }) => (
                <select
                  id={id}
                  className={selectClass}
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SearchSort)}
                >
                  {SEARCH_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {SEARCH_SORT_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {search.isError ? (
            <p role="alert" className="text-sm text-red-700">
              Could not load workers. Please try again.
            </p>
          ) : search.isLoading ? (
            <p className="text-sm text-slate-600">Searching…</p>
          ) : workers.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
              <h3 className="text-lg font-semibold">No workers found</h3>
              <p className="text-sm text-slate-600">
                Try a larger radius, another skill or turn off Verified Only.
              </p>
            </div>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={search.isFetching}>
              {shownWorkers.map((w) => (
                <li key={w.id} className="grid">
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
              onClick={() =>
                setMore({ key: filterKey, limit: Math.min(limit + SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE) })
              }
            >
              {search.isFetching ? 'Loading...' : 'Show more workers'}
            </Button>
          ) : null}
          {search.data?.totalCapped ? (
            <p className="rounded-md bg-slate-50 p-3 text-center text-sm text-slate-700" role="status">
              {FIND_WORKERS_TEXTS.capReached}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
