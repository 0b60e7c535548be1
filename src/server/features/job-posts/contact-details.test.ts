// Issue 31, item 4, over HTTP: a job post and an application refuse contact details however they are dressed up
// (full-width digits, O/I look-alikes, middle dots, a spaced-out host), as the name rule does; ordinary job text
// with times, amounts, dates and the words "O" and "I" still goes through.
import { describe, expect, it } from 'vitest';
import {
  jobPayload,
  jobsTestApp,
  verifiedEmployer,
  workerWithLogin,
} from '../../../../tests/support/job-posts.js';
import { JOB_POST_MESSAGES } from '../../../shared/schemas/job-posts.js';

const { t, api } = jobsTestApp();

const DISGUISED = [
  'Call ０８２１２３４５６７ for details',
  'Call O82 I23 4567 for details',
  'Details on evil·co·za',
  'Details on Evil . co . za',
];

describe('contact details in job posts and applications', () => {
  it.each(DISGUISED)('refuses a job description "%s" with 400', async (description) => {
    const { cookie } = await verifiedEmployer(t);
    const res = await api.post(cookie, jobPayload({ description }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: JOB_POST_MESSAGES.contactDetails, field: 'description' });
  });

  it('refuses a disguised number in the title', async () => {
    const { cookie } = await verifiedEmployer(t);
    const res = await api.post(cookie, jobPayload({ title: 'Garden O82 I23 4567' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_POST_MESSAGES.contactDetails);
  });

  // A worker is told in her own terms (issue 32, item 20), not the employer's "workers reach you".
  it.each(DISGUISED)('refuses an application message "%s" with 400', async (message) => {
    const employer = await verifiedEmployer(t);
    const jobId = await api.postJob(employer.cookie);
    const worker = await workerWithLogin(t);
    const res = await api.apply(worker.cookie, jobId, message);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_POST_MESSAGES.applicationContactDetails);
  });

  it('takes ordinary text with times, rand amounts, dates and the words O and I', async () => {
    const { cookie } = await verifiedEmployer(t);
    const description =
      'Work 08:00-16:00 from 2026-03-01. I pay R250 a day plus R50 transport. Bring 2 x 5 l of water, Ollie.';
    const res = await api.post(cookie, jobPayload({ description }));
    expect(res.statusCode, res.body).toBe(201);
    const worker = await workerWithLogin(t);
    const applied = await api.apply(worker.cookie, res.json().id, 'I can start 2026-03-02 at 07:30. O yes!');
    expect(applied.statusCode, applied.body).toBe(201);
  });
});
