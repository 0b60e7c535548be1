import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { AVATAR_COLOURS, colourIndexFor, renderAvatarSvg } from './avatar.js';

describe('GET /api/avatars/:file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws the initials on the chosen colour as a long-cached SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/avatars/TN.svg?c=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain(`fill="${AVATAR_COLOURS[3]}"`);
    expect(res.body).toContain('>TN</text>');
    expect(res.body.length).toBeLessThan(1024);
  });

  it('accepts letters of any script and uppercases them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${encodeURIComponent('şö')}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>ŞÖ</text>');
    expect(res.body).toContain(`fill="${AVATAR_COLOURS[colourIndexFor('şö')]}"`);
  });

  it.each([
    ['markup in the name', `/api/avatars/${encodeURIComponent('<script>')}.svg`],
    ['a quote breaking out of an attribute', `/api/avatars/${encodeURIComponent('A"B')}.svg`],
    ['digits', '/api/avatars/12.svg'],
    ['more than three letters', '/api/avatars/ABCD.svg'],
    ['another extension', '/api/avatars/TN.png'],
    ['a colour out of range', '/api/avatars/TN.svg?c=8'],
    ['a colour that is not a number', '/api/avatars/TN.svg?c=red'],
    ['a path traversal', `/api/avatars/${encodeURIComponent('../TN')}.svg`],
  ])('refuses %s with 400 and no SVG', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('<svg');
  });
});

describe('renderAvatarSvg', () => {
  it('refuses anything but one to three letters, even when called directly', () => {
    expect(() => renderAvatarSvg('A&B', 0)).toThrow('invalid initials');
    expect(() => renderAvatarSvg('', 0)).toThrow('invalid initials');
  });

  it('uses one of eight colours and keeps the same colour for the same initials', () => {
    expect(AVATAR_COLOURS).toHaveLength(8);
    expect(colourIndexFor('TN')).toBe(colourIndexFor('TN'));
    expect(colourIndexFor('TN')).toBeGreaterThanOrEqual(0);
    expect(colourIndexFor('TN')).toBeLessThan(8);
  });
});
