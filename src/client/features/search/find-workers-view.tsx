// The Find Workers screen: location, skill, radius, 'Use Current Location', 'Verified Only', sort, map and grid.
import { Trans, useLingui } from '@lingui/react/macro';
import { Crosshair } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  CATEGORIES,
  DEFAULT_MAP_CENTER,
  DEFAULT_RADIUS_KM,
  SEARCH_RADII_KM,
} from '../../../shared/constants.js';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE_DATA_SAVER,
  type SearchSort,
} from '../../../shared/schemas/search-sorts.js';
import { Button } from '../../components/ui/button.js';
import { DataSaverToggle } from '../../components/ui/data-saver-toggle.js';
import { Field } from '../../components/ui/field.js';
import { useDataSaver } from '../../lib/data-saver.js';
import { detectLocation } from '../../lib/geolocation.js';
import { useSavedCopyTime } from '../../lib/offline.js';
import { AdvancedFilters, type AdvancedFilterValues } from './advanced-filters.js';
import type { SearchFilters } from './api.js';
import { searchUrl, useWorkerSearch } from './api.js';
import { useLastSearch } from './last-search.js';
import { type ChosenPlace, LocationSearch } from './location-search.js';
import { MapPanel } from './map-panel.js';
import { SearchResults, selectClass } from './search-results.js';

const NO_WORKERS: WorkerSearchItem[] = [];

/** `cardActions` lets the page put the hiring feature's Hire button on each card. */
export function FindWorkersView({
  cardActions,
}: {
  cardActions?: (worker: WorkerSearchItem) => ReactNode;
} = {}) {
  const { t, i18n } = useLingui();
  const [, setLocation] = useLocation();
  // The tab's last search comes back with the page (after a profile, a reload, or offline from the saved copy).
  const last = useLastSearch();
  const [place, setPlace] = useState<ChosenPlace | null>(last.initial?.place ?? null);
  const [skill, setSkill] = useState(last.initial?.skill ?? '');
  const [radius, setRadius] = useState<number>(last.initial?.radius ?? DEFAULT_RADIUS_KM);
  const [verifiedOnly, setVerifiedOnly] = useState(last.initial?.verifiedOnly ?? false);
  const [sort, setSort] = useState<SearchSort>(last.initial?.sort ?? 'distance');
  const [advanced, setAdvanced] = useState<AdvancedFilterValues>({});
  const [locating, setLocating] = useState(false);
  const dataSaver = useDataSaver();
  const pageSize = dataSaver ? SEARCH_PAGE_SIZE_DATA_SAVER : SEARCH_PAGE_SIZE;
  // 'Show more workers' raises the page size for the current filters only; any filter change starts again at one page.
  const [more, setMore] = useState({ key: '', limit: pageSize });
  const filterKey = `${place?.lat},${place?.lng},${skill},${radius},${verifiedOnly},${sort},${pageSize},${JSON.stringify(advanced)}`;
  const limit = more.key === filterKey ? more.limit : pageSize;
  last.remember({ place, skill, radius, verifiedOnly, sort });

  // The search runs once a location or a skill is set; a skill alone searches around the default centre.
  const filters: SearchFilters | null = useMemo(() => {
    if (!place && !skill) return null;
    const at = place ?? DEFAULT_MAP_CENTER;
    return { lat: at.lat, lng: at.lng, radius, skill, verifiedOnly, sort, limit, advanced };
  }, [place, skill, radius, verifiedOnly, sort, limit, advanced]);
  const search = useWorkerSearch(filters);
  const savedAt = useSavedCopyTime(filters ? searchUrl(filters) : null);
  const workers = search.data?.workers ?? NO_WORKERS;
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
    if (at) setPlace({ ...at, label: t`Your current location` });
  };
  const placeLabel = place?.label;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-5 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">
          <Trans>Find Workers</Trans>
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Search by location and skill. Browsing is free.</Trans>
        </p>
      </header>

      <section
        aria-label={t`Search filters`}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 p-4 md:grid-cols-2 lg:grid-cols-4"
      >
        <div className="md:col-span-2">
          <LocationSearch onSelect={setPlace} near={place ?? DEFAULT_MAP_CENTER} />
        </div>
        <Field label={t`Skill`}>
          {({ id }) => (
            <select id={id} className={selectClass} value={skill} onChange={(e) => setSkill(e.target.value)}>
              <option value="">{t`All skills`}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(categoryLabel(c))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Radius`}>
          {({ id }) => (
            <select
              id={id}
              className={selectClass}
              value={radius}
              onChange={(e) => setRadius(Number(e.target.value))}
            >
              {SEARCH_RADII_KM.map((r) => (
                <option key={r} value={r}>
                  {t`${r} km`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
          <Button variant="outline" onClick={useCurrentLocation} disabled={locating}>
            <Crosshair size={16} aria-hidden="true" />
            {locating ? t`Locating...` : t`Use Current Location`}
          </Button>
          <label className="inline-flex min-h-[44px] cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-5 w-5 accent-green-700"
              checked={verifiedOnly}
              onChange={(e) => setVerifiedOnly(e.target.checked)}
            />
            <Trans>Verified Only</Trans>
          </label>
          <DataSaverToggle />
          {placeLabel ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              <Trans>Near {placeLabel}</Trans>
            </p>
          ) : null}
        </div>
        <AdvancedFilters value={advanced} onChange={setAdvanced} />
      </section>

      <MapPanel
        dataSaver={dataSaver}
        center={center}
        radiusKm={radius}
        workers={workers}
        onOpenWorker={(id) => setLocation(`/worker/${id}`)}
      />

      {!filters ? (
        <section className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="text-lg font-semibold">
            <Trans>Set Your Location to Get Started</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Search for your suburb or use your current location, or pick a skill, to see workers near you.
            </Trans>
          </p>
        </section>
      ) : (
        <SearchResults
          search={search}
          savedAt={savedAt}
          sort={sort}
          onSort={setSort}
          limit={limit}
          onMore={() => setMore({ key: filterKey, limit: Math.min(limit + pageSize, SEARCH_MAX_PAGE_SIZE) })}
          onClearAdvanced={() => setAdvanced({})}
          cardActions={cardActions}
        />
      )}
    </div>
  );
}
