// Security headers, body limits, the one JSON error shape, request ids, and what may (not) reach the logs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, redactUrl, tileOrigin } from '../../../src/server/ops/http-security.js';
import { OPS_TOKEN_HEADER, opsToken } from '../../../src/server/ops/routes.js';
import { signedInUser } from '../../support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../../support/fake-twilio.js';
import { collectLogs, createTestApp, type TestApp } from '../../support/test-app.js';

describe('response headers and error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('sends a CSP that allows only our own scripts and the tile server, and forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some-page' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.org/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends API answers and scripts only the headers they need, a CSP that allows nothing among them', async () => {
    for (const url of ['/api/health', '/assets/missing.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
    // The API reference is a page: it keeps the full set.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('derives the tile origin from the configured tile URL', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('answers every 4xx as JSON {message, code?}: too large, bad JSON, wrong type, unknown route', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: expect.any(String), code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.any(String), code: expect.any(String) });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: expect.any(String), code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: { phoneNumber: '123' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Please enter a valid South African phone number',
      code: 'validation',
    });

    const missing = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it("echoes a caller's plain X-Request-Id and replaces one that could forge log lines", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    // Ours: the process's random prefix and a counter.
    expect(replaced.headers['x-request-id']).toMatch(/^[A-Za-z0-9]{8}\.[0-9a-z]+$/);
    const next = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(next.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });

  it('hides the backup route from anyone without the local token or off the loopback interface', async () => {
    const token = opsToken(t.config.secretKey);
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/api/ops/backup',
      headers: { [OPS_TOKEN_HEADER]: 'nope' },
      payload: { target: '/tmp/x' },
    });
    expect(wrongToken.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: 'POST',
      url: '/api/ops/backup',
      remoteAddress: '203.0.113.9',
      headers: { [OPS_TOKEN_HEADER]: token },
      payload: { target: '/tmp/x' },
    });
    expect(remote.statusCode).toBe(404);
    const relative = await t.app.inject({
      method: 'POST',
      url: '/api/ops/backup',
      headers: { [OPS_TOKEN_HEADER]: token },
      payload: { target: 'relative/dir' },
    });
    if (t.database.kind === 'pglite') {
      expect(relative.statusCode).toBe(400);
      expect(relative.json()).toEqual({
        message: 'the backup target must be an absolute path',
        code: 'backup_failed',
      });
    } else {
      expect(relative.statusCode).toBe(403);
      expect(relative.json().message).toMatch(/pg_dump/);
    }
  });
});

describe('inline scripts of our own build', () => {
  it('allows exactly the inline scripts in the built HTML by hash, and no external-src script or data block', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-csp-'));
    try {
      fs.mkdirSync(path.join(dir, 'prerendered'));
      const inline = '$RC("B:0","S:0")';
      fs.writeFileSync(
        path.join(dir, 'prerendered', 'home.html'),
        `<script type="module" src="/assets/a.js"></script><script>${inline}</script>` +
          '<script type="application/json" id="wl-offline-forms">{"report":["/assets/b.js"]}</script>',
      );
      const expected = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      expect(inlineScriptHashes(dir)).toEqual([expected]);
      expect(inlineScriptHashes(null)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('masking secrets in logged URLs', () => {
  it('masks review tokens, private file keys and secret query values, and keeps the rest', () => {
    expect(redactUrl('/api/review-requests/abcDEF123/submit')).toBe('/api/review-requests/[redacted]/submit');
    expect(redactUrl('/api/review-requests/abcDEF123')).toBe('/api/review-requests/[redacted]');
    expect(redactUrl('/review/tok_123')).toBe('/review/[redacted]');
    expect(redactUrl('/files/private/documents/u1.pdf')).toBe('/files/private/[redacted]');
    expect(redactUrl('/api/payments/verify/WL-1?reference=WL-1&token=s3cret&x-amz-signature=ab')).toBe(
      '/api/payments/verify/WL-1?reference=WL-1&token=[redacted]&x-amz-signature=[redacted]',
    );
    expect(redactUrl('/api/workers/search?lat=1&lng=2')).toBe('/api/workers/search?lat=1&lng=2');
  });
});

describe('production logs', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  const { stream: logStream, lines } = collectLogs();

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await createTestApp(
      {
        ...twilio.env(),
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_production_check',
        LOG_LEVEL: 'trace',
        OTP_COOLDOWN_SECONDS: '0',
      },
      {
        logStream,
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('log no codes, session ids, cookies or review tokens, and carry the request id on every request line', async () => {
    const phone = '0827778888';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-log-check-1' },
      payload: { phoneNumber: phone, deliveryMethod: 'sms' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().developmentOtp).toBeUndefined();
    const code = /(\d{6})/.exec(twilio.messages.at(-1)?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      headers: { 'content-type': 'application/json' },
      payload: { phoneNumber: phone, otpCode: code, rememberDevice: true },
    });
    expect(verified.statusCode).toBe(200);
    const sessionId = /wl_session=([^;]+)/.exec(String(verified.headers['set-cookie']))?.[1];
    expect(sessionId).toBeTruthy();
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `wl_session=${sessionId}` },
    });
    const { cookie } = await signedInUser(t.db, t.config);
    await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } });
    await t.app.inject({ method: 'GET', url: '/api/review-requests/SECRETREVIEWTOKEN123' });
    await t.app.inject({ method: 'GET', url: '/files/private/documents/SECRETDOCKEY.pdf' });

    const all = lines.join('');
    expect(all).toContain('req-log-check-1');
    expect(all).not.toContain(code!);
    expect(all).not.toContain(sessionId!);
    expect(all).not.toContain(cookie.split('=')[1]!);
    expect(all).not.toContain('SECRETREVIEWTOKEN123');
    expect(all).not.toContain('SECRETDOCKEY');
    for (const line of lines) {
      const entry = JSON.parse(line) as { req?: unknown; res?: unknown; reqId?: string };
      if (entry.req || entry.res) expect(entry.reqId).toBeTruthy();
    }
  });
});
