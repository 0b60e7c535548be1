// The safety check-in's jobs (decision 0234): ask "are you safe?" after her expected end, then alert her trusted
// contact and the admins when no answer came.
import { defineJob } from '../../jobs/define.js';
import { alertIfNoAnswer, promptIfStillIn, safetyAlertKind, safetyPromptKind } from './service.js';

export const safetyJobs = [
  defineJob({
    ...safetyPromptKind,
    async run({ checkInId }, { database }) {
      await promptIfStillIn(database.db, checkInId);
    },
  }),
  defineJob({
    ...safetyAlertKind,
    async run({ checkInId }, { database }) {
      await database.db.transaction((tx) => alertIfNoAnswer(tx, checkInId));
    },
  }),
];
