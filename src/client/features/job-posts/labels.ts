// The words of a job's fixed values (schedule, pay, status), and how its pay reads: one catalogue entry each.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatRand, type JobPayType, type JobSchedule } from '../../../shared/constants.js';
import type { HireStatus } from '../../../shared/schemas/hires.js';
import type { JobStatus } from '../../../shared/schemas/job-posts.js';

export const SCHEDULE_LABELS: Record<JobSchedule, MessageDescriptor> = {
  once: msg`Once`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
};

export const PAY_TYPE_LABELS: Record<JobPayType, MessageDescriptor> = {
  hourly: msg`Per hour`,
  daily: msg`Per day`,
};

export const JOB_STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  open: msg`Open`,
  filled: msg`Filled`,
  closed: msg`Closed`,
  expired: msg`Expired`,
};

export const HIRE_STATUS_LABELS: Record<HireStatus, MessageDescriptor> = {
  requested: msg`Hire requested: waiting for the worker`,
  accepted: msg`Hired: the worker accepted`,
  declined: msg`The worker declined`,
  cancelled: msg`Hire cancelled`,
  expired: msg`The hire request expired`,
  completed: msg`Completed`,
};

/** 'R350 a day', 'R45.50 an hour' (amounts stay as the spec writes them, in every language). */
export function payText(i18n: I18n, job: { payType: JobPayType; payRate: number }): string {
  const pay = formatRand(Math.round(job.payRate * 100));
  return job.payType === 'hourly' ? i18n._(msg`${pay} an hour`) : i18n._(msg`${pay} a day`);
}
