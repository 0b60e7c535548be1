// "Are you safe?" answered by reply (issue 20): SAFE, 1, yes (in any of the seven languages) closes the check-in;
// 2, no or HELP alerts her trusted contact and the admins at once. Only for a check-in whose question went to the
// very number the reply comes from; it runs before the hire replies, so a "1" while the question is open means safe.
import type { Tx } from '../../db/client.js';
import type { InboundReply, ReplyAnswer, ReplyHandler } from '../../platform/messaging/index.js';
import { refsSentTo } from '../../platform/messaging/index.js';
import { noAccountText, parseReply } from '../replies/index.js';
import { expectedEndFromReply } from './reply-time.js';
import {
  alertIfNoAnswer,
  checkInTx,
  checkOutTx,
  hireEmployerName,
  markSafe,
  promptedCheckIns,
  replyCheckInTarget,
} from './service.js';
import { SAFETY_TEXTS, safetyTime } from './texts.js';

const SAFE_WORDS = new Set([
  'safe',
  '1',
  'yes',
  'y',
  'ok',
  'okay',
  'yebo',
  'ewe',
  'ja',
  'ee',
  'eya',
  'veilig',
  'ngiphephile',
  'ndikhuselekile',
  'ke',
  'sireletsehile',
]);
const HELP_WORDS = new Set([
  '2',
  'no',
  'n',
  'help',
  'cha',
  'hayi',
  'nee',
  'aowa',
  'tjhe',
  'nnyaa',
  'usizo',
  'uncedo',
  'hulp',
  'thuso',
]);

function firstWord(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^\p{L}\p{N}]+$/gu, '') ?? ''
  );
}

export const safetyReplyHandler: ReplyHandler = {
  name: 'safety',
  priority: 50,
  async handle(tx: Tx, reply: InboundReply): Promise<ReplyAnswer | null> {
    if (!reply.user) return null;
    const word = firstWord(reply.text);
    const safe = SAFE_WORDS.has(word);
    if (!safe && !HELP_WORDS.has(word)) return null;
    const open = await promptedCheckIns(tx, reply.user.id);
    const sent = await refsSentTo(
      tx,
      reply.from,
      ['safety_prompt'],
      open.map((c) => c.id),
    );
    const asked = open.filter((c) => sent.has(c.id));
    if (asked.length === 0) return null;
    for (const checkIn of asked) {
      if (safe) await markSafe(tx, checkIn.id, reply.now);
      else await alertIfNoAnswer(tx, checkIn.id, reply.now, true);
    }
    return {
      body: safe ? SAFETY_TEXTS.thanks(reply.language) : SAFETY_TEXTS.helpSent(reply.language),
      audit: {
        action: safe ? 'safety.safe_by_reply' : 'safety.help_by_reply',
        subjectType: 'safety_check_in',
        subjectId: asked[0]!.id,
        details: { text: reply.text },
      },
    };
  },
};

/**
 * IN and OUT by WhatsApp or SMS (issue 32, decision 0305), for a worker whose app cannot reach us: IN checks her in
 * on her accepted hire answered most recently (IN 17:30 sets the expected end, else a working day from now), OUT
 * checks her out of her open check-in, through the very functions the check-in page's routes call. The number is
 * her account's, so a reply acts only on her own hires. An IN while a check-in is open answers that one unchanged.
 */
export function checkInReplyHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'check-in',
    priority: 60,
    async handle(tx: Tx, reply: InboundReply): Promise<ReplyAnswer | null> {
      const parsed = parseReply(reply.text);
      if (parsed.kind !== 'command' || (parsed.command !== 'checkIn' && parsed.command !== 'checkOut'))
        return null;
      const { language } = reply;
      if (!reply.user) return { body: noAccountText({ link: publicUrl }, language) };
      const workerUserId = reply.user.id;
      const { open, acceptedHireId } = await replyCheckInTarget(tx, workerUserId);
      if (parsed.command === 'checkOut') {
        if (!open) return { body: SAFETY_TEXTS.notCheckedIn(language) };
        const state = await checkOutTx(tx, { hireId: open.hireId, workerUserId }, reply.now);
        return {
          body: SAFETY_TEXTS.checkedOutByReply(
            { employer: await hireEmployerName(tx, open.hireId, language) },
            language,
          ),
          audit: {
            action: 'safety.check_out_by_reply',
            subjectType: 'safety_check_in',
            subjectId: state.checkIn?.id ?? open.id,
            details: { text: reply.text },
          },
        };
      }
      if (open) {
        return {
          body: SAFETY_TEXTS.alreadyCheckedIn(
            {
              employer: await hireEmployerName(tx, open.hireId, language),
              time: safetyTime(open.expectedEndAt, language),
            },
            language,
          ),
        };
      }
      if (!acceptedHireId) return { body: SAFETY_TEXTS.noHireToCheckInto(language) };
      const end = expectedEndFromReply(parsed.argument, reply.now);
      if (!end) return { body: SAFETY_TEXTS.checkInTimeHelp(language) };
      const { state } = await checkInTx(
        tx,
        { hireId: acceptedHireId, workerUserId, expectedEndAt: end.toISOString() },
        reply.now,
      );
      return {
        body: SAFETY_TEXTS.checkedInByReply(
          { employer: await hireEmployerName(tx, acceptedHireId, language), time: safetyTime(end, language) },
          language,
        ),
        audit: {
          action: 'safety.check_in_by_reply',
          subjectType: 'safety_check_in',
          subjectId: state.checkIn?.id ?? acceptedHireId,
          details: { text: reply.text },
        },
      };
    },
  };
}
