// The voice notes' jobs: a sent note's intake, queued by the webhook (intake.ts, decision 0386); and each day at 03:00
// South African time, introductions nobody confirmed in time are dropped with their files (decision 0360).
import * as z from 'zod';
import { defineJob, defineSchedule, jobKind } from '../../jobs/define.js';
import { runVoiceNoteIntake, voiceNoteIntakeKind } from './intake.js';
import { purgeExpiredPending } from './receive.js';

export const purgePendingKind = jobKind('voice-notes.purge-pending', z.object({ day: z.string() }));

export const voiceNoteJobs = [
  defineJob({ ...voiceNoteIntakeKind, run: runVoiceNoteIntake }),
  defineJob({
    ...purgePendingKind,
    async run(_payload, { database, storage, log, now }) {
      const dropped = await purgeExpiredPending({ database, storage, log }, now());
      if (dropped > 0) log.info({ dropped }, 'voice notes: unconfirmed introductions dropped');
    },
  }),
];

export const voiceNoteSchedules = [
  defineSchedule({
    job: purgePendingKind,
    rule: { every: 'day', at: '03:00' },
    payload: (slot) => ({ day: slot.toISOString().slice(0, 10) }),
    dedupeKey: (slot) => `${purgePendingKind.kind}:${slot.toISOString().slice(0, 10)}`,
    catchUp: true,
  }),
];
