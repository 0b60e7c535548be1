// sendCode on its own: a database, the development messaging provider and the configuration, no app.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone } from '../../../../tests/support/factories.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-app.js';
import { devOutbox, jobs } from '../../db/schema.js';
import { SEND_MESSAGE_JOB } from '../../platform/messaging/index.js';
import { DevMessagingProvider } from '../../providers/messaging/dev.js';
import { LocalFileStorage } from '../../providers/storage/local.js';
import { type SendCodeDeps, sendCode } from './otp-service.js';

describe('sendCode without the app', () => {
  let t: TestDatabase;
  let deps: SendCodeDeps;

  beforeAll(async () => {
    t = await createTestDatabase();
    const log = pino({ level: 'silent' });
    deps = {
      database: t.database,
      messaging: new DevMessagingProvider(t.database, log, {
        storage: new LocalFileStorage(t.dataDir),
        publicUrl: t.config.publicUrl,
      }),
      config: t.config,
      log,
    };
  });
  afterAll(() => t.close());

  it('delivers the code at once and keeps no text of it in the job', async () => {
    const phone = nextPhone();
    const { developmentOtp } = await sendCode(deps, {
      phoneNumber: phone,
      purpose: 'login',
      channel: 'sms',
      ip: '192.0.2.1',
    });
    expect(developmentOtp).toMatch(/^\d{6}$/);
    const sent = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, phone));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(developmentOtp);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, SEND_MESSAGE_JOB));
    expect(job?.status).toBe('done');
    expect(JSON.stringify(job?.payload)).not.toContain(developmentOtp);
  });
});
