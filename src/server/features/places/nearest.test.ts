import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGeocoder, startFakeGeocoder } from '../../../../tests/support/fake-geocoder.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

describe('GET /api/places/nearest (the embedded gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nearest = (query: string) => t.app.inject({ method: 'GET', url: `/api/places/nearest?${query}` });

  it('names the suburb and its city when the nearest place is a suburb', async () => {
    const res = await nearest('lat=-26.2385&lng=27.9081');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      place: {
        suburb: 'Orlando West',
        city: 'Soweto',
        province: 'Gauteng',
        postalCode: null,
        distanceKm: 0.3,
      },
      attribution: 'GeoNames (CC BY 4.0)',
    });
  });

  it("in a town's centre names its closest suburb, or the town itself when none is close", async () => {
    expect((await nearest('lat=-26.20412&lng=28.04731')).json().place).toMatchObject({
      suburb: 'Braamfontein',
      city: 'Johannesburg',
      province: 'Gauteng',
    });
    // Polokwane has no suburb in the gazetteer: such towns write the town as the suburb too.
    expect((await nearest('lat=-23.905&lng=29.469')).json().place).toMatchObject({
      suburb: 'Polokwane',
      city: 'Polokwane',
      province: 'Limpopo',
    });
  });

  it('fills nothing far from every known place, and refuses a position that is not one', async () => {
    expect((await nearest('lat=51.5&lng=-0.12')).json()).toEqual({ place: null, attribution: null });
    expect((await nearest('lat=-95&lng=28')).statusCode).toBe(400);
    expect((await nearest('lat=abc&lng=28')).statusCode).toBe(400);
    expect((await nearest('lng=28')).statusCode).toBe(400);
  });
});

describe.each(['nominatim', 'photon'] as const)('GET /api/places/nearest through %s', (provider) => {
  let t: TestApp;
  let fake: FakeGeocoder;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    t = await createTestApp({
      PLACES_PROVIDER: provider,
      PLACES_API_BASE: fake.baseUrl,
      PLACES_USER_AGENT: 'WorkLocalTest/1.0 (+https://worklocal.example)',
      PROVIDER_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const nearest = (query: string) => t.app.inject({ method: 'GET', url: `/api/places/nearest?${query}` });

  it("fills the postal code from the service's reverse lookup, with the service's attribution", async () => {
    const res = await nearest('lat=-26.23851&lng=27.90812');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      place: {
        suburb: provider === 'nominatim' ? 'Soweto' : 'Orlando West',
        city: 'Johannesburg',
        province: 'Gauteng',
        postalCode: '1804',
        distanceKm: 0.1,
      },
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/reverse');
    expect(sent.userAgent).toBe('WorkLocalTest/1.0 (+https://worklocal.example)');
    // Rounded to about 100 m before it leaves the server.
    expect([sent.query.get('lat'), sent.query.get('lon')]).toEqual(['-26.239', '27.908']);
    if (provider === 'nominatim') {
      expect(sent.query.get('format')).toBe('jsonv2');
      expect(sent.query.get('addressdetails')).toBe('1');
      expect(sent.query.get('zoom')).toBe('18');
    }
  });

  it('ignores an answer outside South Africa and asks the gazetteer instead', async () => {
    const res = await nearest('lat=51.5007&lng=-0.1246');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: null, attribution: null });
    expect(fake.requests.at(-1)!.path).toBe('/reverse');
  });

  it('falls back to the gazetteer (no postal code) when the service fails', async () => {
    const before = fake.requests.length;
    fake.failWith = 503;
    const res = await nearest('lat=-26.2385&lng=27.9001');
    fake.failWith = 0;
    expect(fake.requests.length).toBe(before + 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      place: { city: 'Soweto', province: 'Gauteng', postalCode: null },
      attribution: 'GeoNames (CC BY 4.0)',
    });
  });

  it('falls back to the gazetteer when the service is slower than the timeout', async () => {
    const before = fake.requests.length;
    fake.delayMs = 2500;
    // Not a position asked before: the cache would answer it.
    const res = await nearest('lat=-26.2455&lng=27.9131');
    fake.delayMs = 0;
    expect(fake.requests.length).toBe(before + 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      place: { city: 'Soweto', postalCode: null },
      attribution: 'GeoNames (CC BY 4.0)',
    });
  });

  it('shares the place search budget per network address', async () => {
    const limit = t.config.PLACES_REQUESTS_PER_IP_PER_MINUTE;
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/places/nearest?lat=51.5007&lng=-0.1246',
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
