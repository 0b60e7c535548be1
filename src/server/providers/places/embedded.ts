// Autocomplete from the shipped South African gazetteer: offline, instant, and allowed to run on every keystroke.
import type { NearPoint, Place } from '../../../shared/schemas/places.js';
import { haversineKm } from '../../lib/geo.js';
import { uniqueParts } from './format.js';
import type { GazetteerEntry } from './index.js';

/** Lowercase without accents or punctuation, so 'kwa-mashu' finds 'KwaMashu'. */
function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Indexed {
  entry: GazetteerEntry;
  names: string[];
}

function toPlace(entry: GazetteerEntry): Place {
  const parts = uniqueParts([entry.name, entry.city, entry.province, 'South Africa']);
  const isSuburb = Boolean(entry.city);
  return {
    lat: String(entry.lat),
    lon: String(entry.lon),
    display_name: parts.join(', '),
    name: entry.name,
    address: isSuburb
      ? { suburb: entry.name, city: entry.city, state: entry.province }
      : { town: entry.name, state: entry.province },
  };
}

export class EmbeddedPlacesProvider {
  readonly name = 'embedded' as const;
  readonly attribution = 'GeoNames (CC BY 4.0)';
  private readonly index: Indexed[];

  constructor(entries: readonly GazetteerEntry[]) {
    this.index = entries.map((entry) => ({
      entry,
      names: [entry.name, ...entry.alt].map(normalisePlaceName),
    }));
  }

  async search(query: string, limit: number, near?: NearPoint): Promise<Place[]> {
    return this.match(query, limit, near).map(toPlace);
  }

  /**
   * Ranks: whole-name prefix, then a word prefix, then anywhere; within each, the nearest to `near` first when
   * given (the gazetteer has two Rosebanks and many Newtowns), else bigger places first.
   */
  match(query: string, limit: number, near?: NearPoint): GazetteerEntry[] {
    // People type 'Soweto, South Africa' or 'Sandton, Johannesburg': the first part names the place.
    const q = normalisePlaceName(query.replace(/,?\s*south africa\s*$/i, '').split(',')[0] ?? '');
    if (!q) return [];
    const scored: { entry: GazetteerEntry; rank: number }[] = [];
    for (const { entry, names } of this.index) {
      let rank = 0;
      for (const n of names) {
        if (n === q) rank = Math.max(rank, 4);
        else if (n.startsWith(q)) rank = Math.max(rank, 3);
        else if (n.includes(` ${q}`)) rank = Math.max(rank, 2);
        else if (q.length >= 4 && n.includes(q)) rank = Math.max(rank, 1);
      }
      if (rank > 0) scored.push({ entry, rank });
    }
    const km = near
      ? (e: GazetteerEntry) => haversineKm(near.lat, near.lng, e.lat, e.lon)
      : (_e: GazetteerEntry) => 0;
    scored.sort(
      (a, b) =>
        b.rank - a.rank ||
        km(a.entry) - km(b.entry) ||
        b.entry.population - a.entry.population ||
        a.entry.name.localeCompare(b.entry.name),
    );
    return scored.slice(0, limit).map((s) => s.entry);
  }
}
