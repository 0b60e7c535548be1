import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      place: { suburb: 'Orlando West', city: 'Soweto', province: 'Gauteng', distanceKm: 0.3 },
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
    expect((await nearest('lat=51.5&lng=-0.12')).json()).toEqual({ place: null });
    expect((await nearest('lat=-95&lng=28')).statusCode).toBe(400);
    expect((await nearest('lat=abc&lng=28')).statusCode).toBe(400);
    expect((await nearest('lng=28')).statusCode).toBe(400);
  });
});
