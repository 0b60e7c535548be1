// The hire flow's messages and toasts, apart from hires.ts and without zod: the Find Workers page shows them and
// would otherwise download the whole schema library for a few strings.
export const HIRE_MESSAGES = {
  phoneVerificationRequired: 'Please verify your phone number to hire workers',
  limitReached: (used: number, limit: number) =>
    `You have used ${used} of ${limit} free hires this month. Subscribe for unlimited hires!`,
  workerNotFound: 'Worker not found',
  hireNotFound: 'Hire not found',
  cannotHireSelf: 'You cannot hire your own worker profile',
  alreadyOpen: 'You already have an open hire request with this worker',
  dailyLimit: (limit: number) =>
    `You can send at most ${limit} hire requests a day. Please try again tomorrow.`,
  notPending: 'This hire request has already been answered',
  expired: 'This hire request has expired',
  notAccepted: 'Only an accepted hire can be marked completed',
  notCancellable: 'This hire can no longer be cancelled',
  invalidWorker: 'Please choose a worker to hire',
  failed: 'Failed to hire worker',
} as const;

export const HIRE_TOASTS = {
  phoneRequiredTitle: 'Phone verification required',
  phoneRequiredDescription: HIRE_MESSAGES.phoneVerificationRequired,
  limitTitle: 'Monthly Hire Limit Reached',
  limitDescription: HIRE_MESSAGES.limitReached,
} as const;
