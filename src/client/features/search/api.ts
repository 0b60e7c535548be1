// Find Workers data: the worker search, place suggestions (debounced) and the map's tile settings.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '../../../shared/constants.js';
import { ADVANCED_FILTER_KEYS, type AdvancedFilters } from '../../../shared/schemas/advanced-filter-rules.js';
import type { MapConfig, PlacesResponse } from '../../../shared/schemas/places.js';
import type { SearchSort, WorkerSearchResponse } from '../../../shared/schemas/search.js';
import { SEARCH_PAGE_SIZE } from '../../../shared/schemas/search-sorts.js';
import { apiJson } from '../../lib/api.js';

export interface SearchFilters {
  lat: number;
  lng: number;
  radius: number;
  skill: string;
  verifiedOnly: boolean;
  sort: SearchSort;
  /** Results on the page; the server's default (SEARCH_PAGE_SIZE) is left out of the URL. */
  limit?: number;
  /** The employer plan's filters (only a subscriber sets any). */
  advanced?: AdvancedFilters;
}

export function searchUrl(f: SearchFilters): string {
  const qs = new URLSearchParams({
    lat: f.lat.toFixed(5),
    lng: f.lng.toFixed(5),
    radius: String(f.radius),
    sort: f.sort,
  });
  if (f.skill) qs.set('skill', f.skill);
  if (f.verifiedOnly) qs.set('verifiedOnly', 'true');
  if (f.limit && f.limit !== SEARCH_PAGE_SIZE) qs.set('limit', String(f.limit));
  for (const key of ADVANCED_FILTER_KEYS) {
    const value = f.advanced?.[key];
    if (value !== undefined && value !== false) qs.set(key, String(value));
  }
  return `/api/workers/search?${qs}`;
}

export function useWorkerSearch(filters: SearchFilters | null) {
  return useQuery({
    queryKey: ['worker-search', filters],
    queryFn: () => apiJson<WorkerSearchResponse>('GET', searchUrl(filters as SearchFilters)),
    enabled: filters !== null,
    // Keep the last answer on screen while a changed filter loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}

function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Suggestions for the typed text, nearest `near` first; `q` is the (debounced) text the answer is for. */
export function usePlaceSuggestions(text: string, near: { lat: number; lng: number }) {
  const q = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // About 1 km is near enough, and keeps the browser's cache of answers useful.
  const at = `lat=${near.lat.toFixed(2)}&lng=${near.lng.toFixed(2)}`;
  const query = useQuery({
    queryKey: ['places', q, at],
    queryFn: () => apiJson<PlacesResponse>('GET', `/api/places?q=${encodeURIComponent(q)}&${at}`),
    enabled: q.length >= AUTOCOMPLETE_MIN_CHARS,
  });
  return { ...query, q };
}

export function useMapConfig() {
  return useQuery<MapConfig>({ queryKey: ['/api/map-config'] });
}
