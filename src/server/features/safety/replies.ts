// "Are you safe?" answered by reply (issue 20): SAFE, 1, yes (in any of the seven languages) closes the check-in;
// 2, no or HELP alerts her trusted contact and the admins at once. Only for a check-in whose question went to the
// very number the reply comes from; it runs before the hire replies, so a "1" while the question is open means safe.
import type { Tx } from '../../db/client.js';
import type { InboundReply, ReplyAnswer, ReplyHandler } from '../../platform/messaging/index.js';
import { refsSentTo } from '../../platform/messaging/index.js';
import { alertIfNoAnswer, markSafe, promptedCheckIns } from './service.js';
import { SAFETY_TEXTS } from './texts.js';

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
