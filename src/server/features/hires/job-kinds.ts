// The hires' job kinds and their payloads, apart from what runs them (jobs.ts), which imports the services that
// queue them.
import * as z from 'zod';
import { jobKind } from '../../jobs/define.js';

const EXPIRE_HIRES_JOB = 'hires.expire';
const HIRE_EXPIRING_JOB = 'hires.expiring-soon';

/** At a request's expiry: every due request expires (the hire is the one that queued it). */
export const expireHiresKind = jobKind(EXPIRE_HIRES_JOB, z.object({ hireId: z.guid() }));
/** A day before: the worker is reminded of the request still waiting. */
export const hireExpiringKind = jobKind(HIRE_EXPIRING_JOB, z.object({ hireId: z.guid() }));
