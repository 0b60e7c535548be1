// Hire payloads and answers (spec: POST /api/hires and "Hire error body"), shared by the hire dialogs and the routes.
import * as z from 'zod';
import { HIRE_MESSAGES } from './hire-texts.js';

export const HIRE_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** Statuses in which the employer may see the worker's exact address (spec: the visibility rule). */
export const ADDRESS_VISIBLE_STATUSES: readonly HireStatus[] = ['accepted', 'completed'];

export { HIRE_MESSAGES, HIRE_TOASTS } from './hire-texts.js';

// Any string passes here: an id that names no worker is a 404 from the service, like an unlisted one.
export const createHireSchema = z.object({
  workerId: z
    .string({ error: HIRE_MESSAGES.invalidWorker })
    .trim()
    .min(1, HIRE_MESSAGES.invalidWorker)
    .max(100),
});
export type CreateHireInput = z.infer<typeof createHireSchema>;

export const hireIdParamsSchema = z.object({
  id: z.string().min(1).max(100),
});

/** The body of a refused hire (spec: "Hire error body"). */
export interface HireErrorBody {
  message: string;
  requiresPhoneVerification?: boolean;
  requiresSubscription?: boolean;
  currentHireCount?: number;
  limit?: number;
}

export interface HirePayload {
  id: string;
  workerId: string;
  status: HireStatus;
  isFreeHire: boolean;
  /** 'YYYY-MM', the South African calendar month it counts in. */
  month: string;
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  completedAt: string | null;
}

/** A hire as its employer sees it: where the worker lives only once the worker accepted. */
export interface EmployerHire extends HirePayload {
  worker: {
    id: string;
    fullName: string;
    profilePhotoUrl: string | null;
    suburb: string;
    city: string;
    phoneNumber: string;
    address: string | null;
    postalCode: string | null;
  };
}

/** A hire as the worker sees it: the employer's number once the worker accepted. */
export interface WorkerHire extends HirePayload {
  employer: {
    name: string;
    companyName: string | null;
    phoneNumber: string | null;
  };
}

export interface CreateHireAnswer {
  hire: HirePayload;
  monthlyHireCount: number;
  freeHireLimit: number;
}
