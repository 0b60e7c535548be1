// A real local HTTP server speaking Nominatim's /search and /reverse and Photon's /api and /reverse contracts,
// recording every request. Reverse lookups answer Orlando West (Soweto) south of the equator, London north of it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  at: number;
}

export interface FakeGeocoder {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Make the next answers fail with this status (0 = answer normally). */
  failWith: number;
  /** Hold each answer this long first (0 = at once), to outlast the client's timeout. */
  delayMs: number;
  close(): Promise<void>;
}

const NOMINATIM_SOWETO = [
  {
    lat: '-26.2485',
    lon: '27.8540',
    display_name: 'Soweto, City of Johannesburg Metropolitan Municipality, Gauteng, South Africa',
    name: 'Soweto',
    address: { suburb: 'Soweto', city: 'Johannesburg', state: 'Gauteng', country_code: 'za' },
  },
];

const PHOTON_SOWETO = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [27.854, -26.2485] },
      properties: { name: 'Soweto', city: 'Johannesburg', state: 'Gauteng', countrycode: 'ZA' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.1, 51.5] },
      properties: { name: 'Soweto Street', city: 'London', countrycode: 'GB' },
    },
  ],
};

/** Nominatim /reverse?format=jsonv2: one object with an address breakdown. */
const NOMINATIM_REVERSE_ORLANDO = {
  lat: '-26.2390',
  lon: '27.9085',
  display_name: 'Vilakazi Street, Orlando West, Soweto, Johannesburg, Gauteng, 1804, South Africa',
  address: {
    road: 'Vilakazi Street',
    neighbourhood: 'Orlando West',
    suburb: 'Soweto',
    city: 'Johannesburg',
    state: 'Gauteng',
    postcode: '1804',
    country: 'South Africa',
    country_code: 'za',
  },
};
const NOMINATIM_REVERSE_LONDON = {
  lat: '51.5007',
  lon: '-0.1246',
  display_name: 'Westminster, London, SW1A 0AA, United Kingdom',
  address: { suburb: 'Westminster', city: 'London', postcode: 'SW1A 0AA', country_code: 'gb' },
};

/** Photon /reverse: a GeoJSON FeatureCollection, nearest first. */
const photonReverse = (coordinates: [number, number], properties: Record<string, string>) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', geometry: { type: 'Point', coordinates }, properties }],
});
const PHOTON_REVERSE_ORLANDO = photonReverse([27.9085, -26.239], {
  name: 'Vilakazi Street',
  district: 'Orlando West',
  city: 'Johannesburg',
  state: 'Gauteng',
  postcode: '1804',
  country: 'South Africa',
  countrycode: 'ZA',
});
const PHOTON_REVERSE_LONDON = photonReverse([-0.1246, 51.5007], {
  district: 'Westminster',
  city: 'London',
  postcode: 'SW1A 0AA',
  countrycode: 'GB',
});

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const fake: FakeGeocoder = { baseUrl: '', requests: [], failWith: 0, delayMs: 0, close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    if (fake.failWith) {
      res.writeHead(fake.failWith, { 'content-type': 'text/plain' }).end('Bandwidth limit exceeded');
      return;
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const send = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/search') return send(q.startsWith('sowe') ? NOMINATIM_SOWETO : []);
    if (url.pathname === '/api')
      return send(q.startsWith('sowe') ? PHOTON_SOWETO : { type: 'FeatureCollection', features: [] });
    if (url.pathname === '/reverse') {
      const south = Number(url.searchParams.get('lat')) < 0;
      if (url.searchParams.get('format') === 'jsonv2')
        return send(south ? NOMINATIM_REVERSE_ORLANDO : NOMINATIM_REVERSE_LONDON);
      return send(south ? PHOTON_REVERSE_ORLANDO : PHOTON_REVERSE_LONDON);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
