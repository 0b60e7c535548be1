// The words for each report reason and subject, in the reader's language (codes: src/shared/schemas/reports.ts).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportReason, ReportSubjectType } from '../../../shared/schemas/reports.js';

export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  unsafe: msg`I felt unsafe, or was threatened`,
  harassment: msg`Harassment or abuse`,
  scam: msg`A scam, or asking for money`,
  fake: msg`Fake profile or pretending to be someone else`,
  offensive: msg`Offensive or untrue content`,
  discrimination: msg`Discrimination`,
  other: msg`Something else`,
};

export const REPORT_SUBJECT_LABELS: Record<ReportSubjectType, MessageDescriptor> = {
  user: msg`Person`,
  worker: msg`Worker profile`,
  review: msg`Review`,
  job: msg`Job`,
  voice_note: msg`Voice note`,
};
