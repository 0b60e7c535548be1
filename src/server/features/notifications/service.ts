// A person's notification preferences as the page shows them: the stored preferences (platform/messaging), the
// job-alert opt-in (the job posts feature's, the one record of that consent) and the STOP state of their number,
// saved together; turning alerts back on here is the same as replying START.
import { eq } from 'drizzle-orm';
import type { NotificationPreferencesBody } from '../../../shared/schemas/notifications.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { ERROR_TEXTS } from '../../lib/error-texts.js';
import { notFound } from '../../lib/http-error.js';
import { getContact, getPreferences, savePreferences, setOptedOut } from '../../platform/messaging/index.js';
import { setJobAlertSettings } from '../job-posts/index.js';

async function phoneOf(db: DbOrTx, userId: string): Promise<string> {
  const [user] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(ERROR_TEXTS.accountNotFound);
  return user.phoneNumber;
}

export async function readPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferencesBody> {
  const phone = await phoneOf(db, userId);
  const prefs = await getPreferences(db, userId);
  const contact = await getContact(db, phone);
  return {
    channel: prefs.channel,
    hireReminders: prefs.hireReminders,
    reviewReceived: prefs.reviewReceived,
    expiryReminders: prefs.expiryReminders,
    jobAlerts: prefs.jobAlerts,
    quietStart: prefs.quietHours.start,
    quietEnd: prefs.quietHours.end,
    alertsStopped: contact.optedOutAt !== null,
  };
}

export async function writePreferences(
  db: Db,
  userId: string,
  body: NotificationPreferencesBody,
  now: Date = new Date(),
): Promise<NotificationPreferencesBody> {
  return db.transaction(async (tx) => {
    const phone = await phoneOf(tx, userId);
    const before = await getContact(tx, phone);
    await savePreferences(tx, userId, {
      channel: body.channel,
      hireReminders: body.hireReminders,
      reviewReceived: body.reviewReceived,
      expiryReminders: body.expiryReminders,
      quietHours: { start: body.quietStart, end: body.quietEnd },
    });
    // One channel for everything the person chose here, job alerts included.
    await setJobAlertSettings(tx, userId, { enabled: body.jobAlerts, channel: body.channel }, now);
    if ((before.optedOutAt !== null) !== body.alertsStopped) {
      await setOptedOut(tx, phone, body.alertsStopped, now);
      // The same trail as STOP and START by reply: direct-marketing consent must be provable (POPIA s69).
      await tx.insert(auditLog).values({
        actorUserId: userId,
        action: body.alertsStopped ? 'messaging.opt_out' : 'messaging.opt_in',
        subjectType: 'phone',
        subjectId: phone,
        details: { via: 'preferences' },
      });
    }
    return readPreferences(tx, userId);
  });
}
