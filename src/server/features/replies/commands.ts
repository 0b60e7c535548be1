// The commands anyone may send: STOP and START (POPIA s69, per number, account or not), HELP, STATUS (the worker's
// listing and tier), LANGUAGE, and the answer to anything else. Each is a reply handler (platform/messaging).
import { and, eq } from 'drizzle-orm';
import type { TierLevel } from '../../../shared/constants.js';
import { LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.js';
import type { Tx } from '../../db/client.js';
import { workers } from '../../db/schema.js';
import { listingLiveSql } from '../../domain/visibility.js';
import {
  type InboundReply,
  messageDate,
  type ReplyHandler,
  setOptedOut,
  tierName,
} from '../../platform/messaging/index.js';
import { waitingRequests } from '../hires/index.js';
import { saveLanguage } from '../me/index.js';
import { REPLY_TEXTS } from './texts.js';
import { type Command, parseReply } from './words.js';

function commandOf(reply: InboundReply): { command: Command; argument: string } | null {
  const parsed = parseReply(reply.text);
  return parsed.kind === 'command' ? parsed : null;
}

export const stopStartHandler: ReplyHandler = {
  name: 'stop-start',
  priority: 200,
  async handle(tx, reply) {
    const command = commandOf(reply)?.command;
    if (command !== 'stop' && command !== 'start') return null;
    const optOut = command === 'stop';
    await setOptedOut(tx, reply.from, optOut, reply.now);
    return {
      body: optOut ? REPLY_TEXTS.stopped(reply.language) : REPLY_TEXTS.started(reply.language),
      audit: {
        action: optOut ? 'messaging.opt_out' : 'messaging.opt_in',
        subjectType: 'phone',
        subjectId: reply.from,
      },
    };
  },
};

export const helpHandler: ReplyHandler = {
  name: 'help',
  priority: 300,
  async handle(_tx, reply) {
    return commandOf(reply)?.command === 'help' ? { body: REPLY_TEXTS.help(reply.language) } : null;
  },
};

/** 'LANGUAGE 2', 'LANGUAGE zu', 'LANGUAGE isiZulu' or 'LANGUAGE Zulu'; null when it names none. */
function languageChoice(argument: string): LanguageCode | null {
  const wanted = argument.trim().toLowerCase();
  if (!wanted) return null;
  const byNumber = /^\d+$/.test(wanted) ? LANGUAGES[Number(wanted) - 1] : undefined;
  const found =
    byNumber ??
    LANGUAGES.find(
      (l) => l.code === wanted || l.name.toLowerCase() === wanted || l.englishName.toLowerCase() === wanted,
    );
  return found?.code ?? null;
}

const LANGUAGE_CHOICES = LANGUAGES.map((l, i) => `${i + 1} ${l.name}`).join(', ');

export function languageHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'language',
    priority: 300,
    async handle(tx, reply) {
      const parsed = commandOf(reply);
      if (parsed?.command !== 'language') return null;
      if (!reply.user) return { body: REPLY_TEXTS.noAccount({ link: publicUrl }, reply.language) };
      const choice = languageChoice(parsed.argument);
      if (!choice) return { body: REPLY_TEXTS.languageMenu({ choices: LANGUAGE_CHOICES }, reply.language) };
      await saveLanguage(tx, reply.user.id, choice);
      const name = LANGUAGES.find((l) => l.code === choice)?.name ?? choice;
      return {
        // Already in the new language: that is the point of the answer.
        body: REPLY_TEXTS.languageSet({ name }, choice),
        audit: {
          action: 'user.language_by_reply',
          subjectType: 'user',
          subjectId: reply.user.id,
          details: { choice },
        },
      };
    },
  };
}

export function statusHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'status',
    priority: 300,
    async handle(tx: Tx, reply) {
      if (commandOf(reply)?.command !== 'status') return null;
      const { language } = reply;
      if (!reply.user) return { body: REPLY_TEXTS.noAccount({ link: publicUrl }, language) };
      const [worker] = await tx
        .select({
          listedUntil: workers.listedUntil,
          isLive: listingLiveSql(reply.now),
          tierLevel: workers.tierLevel,
          tierExpiresAt: workers.tierExpiresAt,
        })
        .from(workers)
        .where(and(eq(workers.userId, reply.user.id)));
      if (!worker) return { body: REPLY_TEXTS.noProfile({ link: `${publicUrl}/register-worker` }, language) };
      // 'infinity' (a listing that never ends) arrives as an invalid Date.
      const until =
        worker.listedUntil && Number.isFinite(worker.listedUntil.getTime()) ? worker.listedUntil : null;
      const parts = [
        worker.isLive
          ? REPLY_TEXTS.listingLive({ date: until ? messageDate(until, language) : null }, language)
          : REPLY_TEXTS.listingNotLive({ link: `${publicUrl}/worker-dashboard` }, language),
        REPLY_TEXTS.tier(
          {
            tier: tierName(worker.tierLevel as TierLevel, language),
            date: worker.tierExpiresAt ? messageDate(worker.tierExpiresAt, language) : null,
          },
          language,
        ),
      ];
      const waiting = await waitingRequests(tx, reply.user.id, language, reply.now);
      if (waiting.length > 0) parts.push(REPLY_TEXTS.waitingCount({ count: waiting.length }, language));
      return { body: parts.join(' ') };
    },
  };
}

/** Last of all: anything no handler took gets the short help. */
export const notUnderstoodHandler: ReplyHandler = {
  name: 'not-understood',
  priority: 10_000,
  async handle(_tx, reply) {
    return { body: REPLY_TEXTS.notUnderstood(reply.language) };
  },
};
