// Every text message that carries something a user typed. User text goes only into named slots, each cleaned and
// capped here, so a name can never turn a message into one of its own (issue 15: phishing through our sender).
// Names saved before the name rule existed, or that break it, fall back to a neutral word.
import { nameProblem } from '../../shared/schemas/names.js';

/** The most of a name a text message shows. */
export const NAME_SLOT_MAX = 40;

function nameSlot(value: string | null | undefined, fallback: string): string {
  const cleaned = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!cleaned || nameProblem(cleaned)) return fallback;
  return cleaned.length > NAME_SLOT_MAX ? `${cleaned.slice(0, NAME_SLOT_MAX - 1).trimEnd()}…` : cleaned;
}

const FREE_HIRE_BACK = ' Your free hire has been given back.';

export const SMS_TEXTS = {
  hireRequest: (s: { employerName: string | null; days: number; link: string }) =>
    `Work Local: ${nameSlot(s.employerName, 'An employer')} would like to hire you. Accept or decline within ${s.days} days at ${s.link}`,
  hireCancelled: (s: { employerName: string | null }) =>
    `Work Local: ${nameSlot(s.employerName, 'An employer')} cancelled their hire request.`,
  hireAccepted: (s: { workerName: string; link: string }) =>
    `Work Local: ${nameSlot(s.workerName, 'The worker')} accepted your hire request. Their address is now on their profile: ${s.link}`,
  hireDeclined: (s: { workerName: string; freeHireReturned: boolean }) =>
    `Work Local: ${nameSlot(s.workerName, 'The worker')} declined your hire request.${s.freeHireReturned ? FREE_HIRE_BACK : ''}`,
  hireExpired: (s: { workerName: string; freeHireReturned: boolean }) =>
    `Work Local: Your hire request to ${nameSlot(s.workerName, 'the worker')} expired without an answer.${s.freeHireReturned ? FREE_HIRE_BACK : ''}`,
  reviewRequest: (s: { workerName: string; link: string; days: number }) =>
    `${nameSlot(s.workerName, 'A worker')} has asked you to review their work on Work Local. Leave your review here: ${s.link} (valid for ${s.days} days)`,
  householdReminder: (s: { workerName: string; month: string; uifDue: string; link: string }) =>
    `Work Local: Give ${nameSlot(s.workerName, 'your worker')} a payslip for ${s.month} and pay UIF on uFiling by ${s.uifDue}. Payslips and reminder settings: ${s.link}`,
} as const;
