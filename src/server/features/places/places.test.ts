import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/factories.js';
import { type FakeGeocoder, startFakeGeocoder } from '../../../../tests/support/fake-geocoder.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DEFAULT_MAP_CENTER } from '../../../shared/constants.js';
import type { PlacesResponse } from '../../../shared/schemas/places.js';
import { geocodePlace, loadGazetteer } from './gazetteer.js';

describe('the embedded South African gazetteer', () => {
  it('names its source and licence', () => {
    expect(loadGazetteer().attribution).toContain('GeoNames (CC BY 4.0)');
  });

  it.each([
    ['Soweto', -26.25, 27.85],
    ['Sandton', -26.11, 28.06],
    ['Khayelitsha', -34.04, 18.68],
    ['Umlazi', -29.97, 30.89],
    ['Mamelodi', -25.72, 28.39],
    ['Tembisa', -26.0, 28.23],
    ['Gqeberha', -33.96, 25.6],
    ['Port Elizabeth', -33.96, 25.6],
    ['Johannesburg', -26.2, 28.04],
    ['Cape Town', -33.93, 18.42],
  ])('geocodes %s', (name, lat, lng) => {
    const place = geocodePlace(name);
    expect(place).not.toBeNull();
    expect(place!.lat).toBeCloseTo(lat, 1);
    expect(place!.lng).toBeCloseTo(lng, 1);
  });

  it('reads "Suburb, City" and refuses places it does not know', () => {
    expect(geocodePlace('Sandton, Johannesburg')?.name).toBe('Sandton');
    expect(geocodePlace('Atlantis City of Gold')).toBeNull();
  });
});

describe('GET /api/places (embedded)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.config)).cookie;
  });
  afterAll(() => t.close());

  const places = async (q: string, near?: { lat: number; lng: number }) => {
    const at = near ? `&lat=${near.lat}&lng=${near.lng}` : '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/places?q=${encodeURIComponent(q)}${at}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PlacesResponse;
  };

  it("suggests Soweto first for 'Sowe', in the spec's location result shape", async () => {
    const body = await places('Sowe');
    expect(body.attribution).toBe('GeoNames (CC BY 4.0)');
    expect(body.places[0]).toEqual({
      lat: '-26.2485',
      lon: '27.854',
      display_name: 'Soweto, Johannesburg, Gauteng, South Africa',
      name: 'Soweto',
      address: { suburb: 'Soweto', city: 'Johannesburg', state: 'Gauteng' },
    });
  });

  it('finds a renamed city under its former name and returns at most 5', async () => {
    expect((await places('Port Eliz')).places[0]!.name).toBe('Gqeberha');
    expect((await places('San')).places.length).toBeLessThanOrEqual(5);
    expect((await places('San')).places.length).toBeGreaterThan(1);
    expect((await places('zzzqqq')).places).toEqual([]);
  });

  it("ranks equal matches nearest the given point first: 'Rosebank' from Johannesburg's centre is Johannesburg's", async () => {
    const fromJoburg = await places('Rosebank', DEFAULT_MAP_CENTER);
    expect(fromJoburg.places.map((p) => p.display_name)).toEqual([
      'Rosebank, Johannesburg, Gauteng, South Africa',
      'Rosebank, Western Cape, South Africa',
    ]);
    const fromCapeTown = await places('Rosebank', { lat: -33.9249, lng: 18.4241 });
    expect(fromCapeTown.places[0]!.address.state).toBe('Western Cape');
    // A better text match still beats a nearer weaker one.
    expect((await places('Durban', DEFAULT_MAP_CENTER)).places[0]!.name).toBe('Durban');
  });

  it('answers an empty list for a place it does not know', async () => {
    expect((await places('Newtown', DEFAULT_MAP_CENTER)).places).toEqual([]);
  });

  it('refuses half a point or one off the globe', async () => {
    for (const qs of ['q=Rosebank&lat=-26.2', 'q=Rosebank&lat=-126&lng=28', 'q=Rosebank&lat=x&lng=28']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/places?${qs}`, headers: { cookie } });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('needs 3 or more characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=So', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Type at least 3 characters');
  });

  it('tells the client which tile server to use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(res.json().tileAttribution).toContain('OpenStreetMap');
  });
});

describe.each(['nominatim', 'photon'] as const)('GET /api/places through %s', (provider) => {
  let t: TestApp;
  let fake: FakeGeocoder;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    t = await createTestApp({
      PLACES_PROVIDER: provider,
      PLACES_API_BASE: fake.baseUrl,
      PLACES_USER_AGENT: 'WorkLocalTest/1.0 (+https://worklocal.example)',
      PROVIDER_TIMEOUT_MS: '2000',
    });
    cookie = (await signedInUser(t.db, t.config)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const get = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}`, headers: { cookie } });

  it('asks the service with our User-Agent, limited to South Africa, and maps the answer', async () => {
    const res = await get('Sowe');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PlacesResponse;
    expect(body.places).toHaveLength(1);
    expect(body.places[0]).toMatchObject({
      name: 'Soweto',
      lat: '-26.2485',
      address: { city: 'Johannesburg' },
    });
    expect(body.attribution).toContain('OpenStreetMap');
    const sent = fake.requests.at(-1)!;
    expect(sent.userAgent).toBe('WorkLocalTest/1.0 (+https://worklocal.example)');
    if (provider === 'nominatim') {
      expect(sent.path).toBe('/search');
      expect(sent.query.get('countrycodes')).toBe('za');
      expect(sent.query.get('q')).toBe('Sowe, South Africa');
      expect(sent.query.get('format')).toBe('jsonv2');
    } else {
      expect(sent.path).toBe('/api');
      expect(sent.query.get('bbox')).toBeTruthy();
    }
  });

  it('answers a repeated query from its cache and spaces new ones at least a second apart', async () => {
    const before = fake.requests.length;
    expect((await get('Sowe')).statusCode).toBe(200);
    expect(fake.requests.length).toBe(before);
    const [a, b] = await Promise.all([get('Sowet'), get('Soweto')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [r1, r2] = fake.requests.slice(-2);
    expect(r2!.at - r1!.at).toBeGreaterThanOrEqual(990);
  });

  it('passes the point on as a location bias (Photon) or orders the answers nearest first (Nominatim)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/places?q=Sowe&lat=-26.2041&lng=28.0473',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PlacesResponse).places[0]!.name).toBe('Soweto');
    if (provider === 'photon') {
      const sent = fake.requests.at(-1)!;
      expect([sent.query.get('lat'), sent.query.get('lon')]).toEqual(['-26.20', '28.05']);
    }
  });

  it('answers 502 with a plain message when the service fails', async () => {
    fake.failWith = 509;
    const res = await get('Durban');
    fake.failWith = 0;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Place search is unavailable right now. Please try again.');
  });
});
