// Accept or decline a hire request by reply ('1', 'YES', 'yebo', '2 A7'...), through the hires feature's own rules.
// A reply acts only on the sender's own waiting requests, and only on those whose request (or reminder) was sent to
// the very number the reply comes from; with several waiting and no code, or a code that fits none or several, the
// answer is a short menu instead of a guess.
import type { Tx } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { matchesShortCode, normaliseShortCode, shortCode } from '../../lib/short-code.js';
import type { InboundReply, ReplyAnswer, ReplyHandler } from '../../platform/messaging/index.js';
import { HIRE_ANSWERABLE_KINDS, refsSentTo } from '../../platform/messaging/index.js';
import { transitionHire, waitingRequests } from '../hires/index.js';
import { REPLY_TEXTS } from './texts.js';
import { parseReply } from './words.js';

export function hireReplyHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'hire',
    priority: 100,
    async handle(tx: Tx, reply: InboundReply): Promise<ReplyAnswer | null> {
      const parsed = parseReply(reply.text);
      if (parsed.kind !== 'answer') return null;
      const { language } = reply;
      if (!reply.user) return { body: REPLY_TEXTS.nothingWaiting(language) };
      const waiting = await waitingRequests(tx, reply.user.id, language, reply.now);
      const sent = await refsSentTo(
        tx,
        reply.from,
        HIRE_ANSWERABLE_KINDS,
        waiting.map((w) => w.id),
      );
      const candidates = waiting.filter((w) => sent.has(w.id));
      if (candidates.length === 0) return { body: REPLY_TEXTS.nothingWaiting(language) };
      const ids = candidates.map((c) => c.id);
      const withCodes = candidates.map((c) => ({ ...c, code: shortCode(c.id, ids) }));
      const code = parsed.code ? normaliseShortCode(parsed.code) : null;
      const matches = code ? withCodes.filter((c) => matchesShortCode(c.id, code)) : withCodes;
      const [target, ...others] = matches;
      if (!target || others.length > 0) {
        const unknownCode = matches.length === 0 ? (parsed.code ?? '').toUpperCase() : null;
        return { body: REPLY_TEXTS.menu({ requests: withCodes, unknownCode }, language) };
      }
      const action = parsed.accept ? 'accept' : 'decline';
      try {
        await transitionHire(tx, { hireId: target.id, userId: reply.user.id, action, publicUrl }, reply.now);
      } catch (err) {
        // Answered in the app a moment ago, or expired since: say so, change nothing.
        if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404)) {
          return { body: REPLY_TEXTS.alreadyAnswered({ code: target.code }, language) };
        }
        throw err;
      }
      const body = parsed.accept
        ? REPLY_TEXTS.accepted(
            { employerName: target.employerName, code: target.code, link: `${publicUrl}/worker-dashboard` },
            language,
          )
        : REPLY_TEXTS.declined({ employerName: target.employerName, code: target.code }, language);
      return {
        body,
        audit: {
          action: `hire.${action}_by_reply`,
          subjectType: 'hire',
          subjectId: target.id,
          details: { code: target.code, text: reply.text },
        },
      };
    },
  };
}
