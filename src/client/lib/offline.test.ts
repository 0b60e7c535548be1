// The outbox's labels come from the queued request's address: only the actions the service worker queues.
import { describe, expect, it } from 'vitest';
import { isQueued, outboxAction } from './offline.js';

const ID = '6d7a6b3c-1b40-467a-856c-a3feca16c641';

describe('outboxAction', () => {
  it('names the four actions that may wait for a connection', () => {
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/accept` })).toBe('accept');
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/decline` })).toBe('decline');
    expect(outboxAction({ method: 'POST', path: `/api/jobs/${ID}/applications` })).toBe('apply');
    expect(outboxAction({ method: 'PUT', path: `/api/saved-workers/${ID}` })).toBe('save');
  });

  it('names the forms that wait for a connection too (issue 32)', () => {
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/check-in` })).toBe('check-in');
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/check-out` })).toBe('check-out');
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/employer-review` })).toBe('rate-employer');
    expect(outboxAction({ method: 'PUT', path: '/api/me/trusted-contact' })).toBe('trusted-contact');
    expect(outboxAction({ method: 'POST', path: '/api/reports' })).toBe('report');
  });

  it('names nothing else: an unsave, a cancel or a read', () => {
    expect(outboxAction({ method: 'DELETE', path: `/api/saved-workers/${ID}` })).toBeNull();
    expect(outboxAction({ method: 'POST', path: `/api/hires/${ID}/cancel` })).toBeNull();
    expect(outboxAction({ method: 'GET', path: `/api/jobs/${ID}/applications` })).toBeNull();
    expect(outboxAction({ method: 'POST', path: '/api/review-requests' })).toBeNull();
  });
});

describe('isQueued', () => {
  it("tells the service worker's queued answer from a real one", () => {
    expect(isQueued({ queued: true, id: 'x', queuedAt: '2026-11-24T00:00:00.000Z' })).toBe(true);
    expect(isQueued({ saved: true })).toBe(false);
    expect(isQueued(null)).toBe(false);
  });
});
