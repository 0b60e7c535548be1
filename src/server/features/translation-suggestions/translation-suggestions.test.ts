// "Suggest a better translation" (issue 17): a suggestion from anyone reaches the admins' list with its language,
// page, text and proposal; a bad one is refused in the sender's language and nothing is kept; an address's daily
// allowance holds; admins mark one done (audited), and nobody else reads the list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonClient, signedInAdmin } from '../../../../tests/support/admin.js';
import { signedInUser } from '../../../../tests/support/factories.js';
import type { TestApp } from '../../../../tests/support/test-app.js';
import { withTestApp } from '../../../../tests/support/with-test-app.js';
import {
  type AdminSuggestions,
  SUGGESTION_PROPOSAL_MAX,
  SUGGESTIONS_PER_IP_PER_DAY,
} from '../../../shared/schemas/translation-suggestions.js';
import { auditLog, translationSuggestions } from '../../db/schema.js';

let t: TestApp;
withTestApp({}, (built) => {
  t = built;
});
const api = jsonClient(() => t);

const suggestion = {
  language: 'zu',
  page: '/zu/about',
  text: 'Qasha endaweni yakini',
  proposal: 'Qasha eduze nawe',
};

describe('POST /api/translation-suggestions', () => {
  it('keeps a signed-out visitor’s suggestion for the admins, who mark it done', async () => {
    const created = await api.ok<{ id: string }>(
      api.post('/api/translation-suggestions', undefined, suggestion),
      201,
    );
    const admin = await signedInAdmin(t);
    const open = await api.ok<AdminSuggestions>(
      api.get('/api/admin/translation-suggestions?language=zu', admin.cookie),
    );
    expect(open.suggestions.find((s) => s.id === created.id)).toMatchObject({
      ...suggestion,
      signedIn: false,
      status: 'open',
    });
    const other = await api.ok<AdminSuggestions>(
      api.get('/api/admin/translation-suggestions?language=af', admin.cookie),
    );
    expect(other.suggestions.map((s) => s.id)).not.toContain(created.id);

    const done = await api.ok<{ status: string }>(
      api.post(`/api/admin/translation-suggestions/${created.id}/done`, admin.cookie),
    );
    expect(done.status).toBe('done');
    const stillOpen = await api.ok<AdminSuggestions>(
      api.get('/api/admin/translation-suggestions', admin.cookie),
    );
    expect(stillOpen.suggestions.map((s) => s.id)).not.toContain(created.id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(audit).toMatchObject([{ action: 'translation_suggestion.done', actorUserId: admin.user.id }]);
  });

  it('notes that a signed-in person sent it, and shows the list to admins only', async () => {
    const person = await signedInUser(t.db, t.config, { firstName: 'Lerato' });
    const created = await api.ok<{ id: string }>(
      api.post('/api/translation-suggestions', person.cookie, { ...suggestion, language: 'st' }),
      201,
    );
    const [row] = await t.db
      .select()
      .from(translationSuggestions)
      .where(eq(translationSuggestions.id, created.id));
    expect(row?.userId).toBe(person.user.id);
    expect((await api.get('/api/admin/translation-suggestions', person.cookie)).statusCode).toBe(403);
    expect((await api.get('/api/admin/translation-suggestions')).statusCode).toBe(401);
  });

  it('refuses an empty or overlong proposal or an unknown language, in the sender’s language, keeping nothing', async () => {
    const before = (await t.db.select().from(translationSuggestions)).length;
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/translation-suggestions',
      headers: { 'accept-language': 'en' },
      payload: { ...suggestion, proposal: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write your better translation');
    const zu = await t.app.inject({
      method: 'POST',
      url: '/api/translation-suggestions',
      headers: { 'accept-language': 'zu' },
      payload: { ...suggestion, proposal: '' },
    });
    expect(zu.statusCode).toBe(400);
    expect(zu.json().message).toBe('Sicela ubhale ukuhumusha kwakho okungcono');
    const long = await api.post('/api/translation-suggestions', undefined, {
      ...suggestion,
      proposal: 'a'.repeat(SUGGESTION_PROPOSAL_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Please keep it under ${SUGGESTION_PROPOSAL_MAX} characters`);
    const language = await api.post('/api/translation-suggestions', undefined, {
      ...suggestion,
      language: 'fr',
    });
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toBe('Choose the language');
    expect((await t.db.select().from(translationSuggestions)).length).toBe(before);
  });

  it('takes a day’s allowance from one address, then answers 429', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/translation-suggestions',
        remoteAddress: '10.9.8.7',
        payload: suggestion,
      });
    for (let i = 0; i < SUGGESTIONS_PER_IP_PER_DAY; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Thank you for all your suggestions today. Please send more tomorrow.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
