// The tab's last search (issue 22): Find Workers opens on it again after a profile, a reload, or offline, when the
// service worker answers it from the saved copy. Kept in sessionStorage under the private prefix that sign-out
// clears (lib/offline.ts).
import { useEffect, useRef } from 'react';
import type { SearchSort } from '../../../shared/schemas/search-sorts.js';
import { PRIVATE_STORAGE_PREFIX } from '../../lib/offline.js';
import type { ChosenPlace } from './location-search.js';

const KEY = `${PRIVATE_STORAGE_PREFIX}lastSearch`;

export interface LastSearch {
  place: ChosenPlace | null;
  skill: string;
  radius: number;
  verifiedOnly: boolean;
  sort: SearchSort;
}

function read(): LastSearch | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as LastSearch) : null;
  } catch {
    return null;
  }
}

export function useLastSearch(): { initial: LastSearch | null; remember: (search: LastSearch) => void } {
  const initial = useRef<LastSearch | null | undefined>(undefined);
  if (initial.current === undefined) initial.current = read();
  const latest = useRef<LastSearch | null>(null);
  const remember = (search: LastSearch) => {
    latest.current = search;
  };
  useEffect(() => {
    const search = latest.current;
    if (!search || (!search.place && !search.skill)) return;
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(search));
    } catch {
      // not kept: the page opens empty next time, as before
    }
  });
  return { initial: initial.current, remember };
}
