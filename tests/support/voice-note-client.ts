// The voice-note tests' steps (issue 35): a phone sends a voice note or a reply through the fake Twilio, and what
// we answered; a profile's voice introduction as a signed-in viewer sees it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { voiceNotes } from '../../src/server/db/schema.js';
import type { FakeTwilio } from './fake-twilio.js';
import type { TestApp } from './test-app.js';

export function voiceNoteClient(t: () => TestApp, fake: () => FakeTwilio) {
  /** Sends from `phone` on WhatsApp (a voice note when `media`), runs the queue, answers our last reply to it. */
  async function send(
    phone: string,
    message: { body?: string; media?: { bytes: Buffer; contentType: string } },
  ) {
    const res = await fake().sendInbound({ from: phone, ...message });
    expect(res.status).toBe(200);
    await t().app.ctx.jobs.drain();
    return (
      fake()
        .messages.filter((m) => m.to === `whatsapp:${phone}`)
        .at(-1)?.body ?? ''
    );
  }

  async function profile(workerId: string, cookie: string) {
    const res = await t().app.inject({ method: 'GET', url: `/api/workers/${workerId}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const notesOf = (workerId: string) =>
    t().db.select().from(voiceNotes).where(eq(voiceNotes.workerId, workerId));

  return { send, profile, notesOf };
}
