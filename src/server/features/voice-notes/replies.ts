// The voice notes' reply handlers: an audio message (before every text handler) and her 1 to a pending
// introduction (after the safety and visit-reminder answers, before the hire answers; decision 0360).
import type { InboundReply, ReplyAnswer, ReplyHandler } from '../../platform/messaging/index.js';
import { parseReply } from '../replies/index.js';
import { liveRequestToPhone } from '../review-requests/index.js';
import { queueVoiceNoteIntake } from './intake.js';
import { confirmIntro, hireAskedSince, pendingIntro, workerIdOf } from './intro.js';
import { deleteFiles, type VoiceDeps, type VoiceTarget } from './receive.js';
import { VOICE_TEXTS } from './texts.js';

/**
 * A note for a worker's introduction or a reference is queued for its intake job, which answers her (decision
 * 0386); a stranger's is answered at once and never fetched.
 */
export function voiceNoteReplyHandler(publicUrl: string): ReplyHandler {
  return {
    name: 'voice-note',
    priority: 20,
    async handle(tx, reply: InboundReply): Promise<ReplyAnswer | null> {
      if (!reply.media) return null;
      const { language } = reply;
      // A past employer answering a review request first: that request invited it (never her own numbers).
      const request = await liveRequestToPhone(tx, reply.from, reply.now);
      const workerId = request ? null : reply.user ? await workerIdOf(tx, reply.user.id) : null;
      const target: VoiceTarget | null = request
        ? {
            kind: 'reference',
            workerId: request.workerId,
            workerName: request.workerName,
            reviewRequestId: request.id,
          }
        : workerId
          ? { kind: 'intro', workerId }
          : null;
      if (!target) return { body: VOICE_TEXTS.nobody({ link: `${publicUrl}/register-worker` }, language) };
      await queueVoiceNoteIntake(tx, reply, reply.media.url, target);
      return {
        body: null,
        audit: {
          action: target.kind === 'intro' ? 'voice_note.intro_received' : 'voice_note.reference_received',
          subjectType: 'worker',
          subjectId: target.workerId,
          details: { contentType: reply.media.contentType.slice(0, 60) },
        },
      };
    },
  };
}

export function voiceIntroReplyHandler(deps: Pick<VoiceDeps, 'storage' | 'log'>): ReplyHandler {
  return {
    name: 'voice-intro',
    priority: 80,
    async handle(tx, reply: InboundReply): Promise<ReplyAnswer | null> {
      const parsed = parseReply(reply.text);
      if (parsed.kind !== 'answer' || !parsed.accept || parsed.code || !reply.user) return null;
      const workerId = await workerIdOf(tx, reply.user.id);
      if (!workerId) return null;
      const pending = await pendingIntro(tx, workerId, reply.from, reply.now);
      if (!pending) return null;
      if (await hireAskedSince(tx, reply, reply.user.id, pending.createdAt, reply.now)) return null;
      const replaced = await confirmIntro(tx, workerId, pending.id);
      const body = VOICE_TEXTS.introSet(reply.language);
      return {
        body,
        afterCommit: async () => {
          if (replaced) await deleteFiles(deps, [replaced]);
          return body;
        },
        audit: { action: 'voice_note.intro_set_by_reply', subjectType: 'voice_note', subjectId: pending.id },
      };
    },
  };
}
