// What POST /api/payments/initialize may charge for: each payment type says, from the signed-in user and the
// request body, what it costs (from the server's constants, never the client's amount) and where to return.
import type { FastifyInstance } from 'fastify';
import type { InitializePaymentBody } from '../../../shared/schemas/payments.js';
import type { SessionUser } from '../../platform/sessions/index.js';

export interface PricedPayment {
  amountCents: number;
  workerId?: string | null;
  tierLevel?: string | null;
  subscriptionType?: string | null;
  paymentMethod?: string | null;
}

export interface PaymentTypeDefinition {
  /** Validates the request (throw HttpError to refuse) and prices it. */
  price(app: FastifyInstance, user: SessionUser, body: InitializePaymentBody): Promise<PricedPayment>;
  /** The client route the gateway returns the browser to, e.g. '/payment-callback'. */
  callbackPath: string;
}

const definitions = new Map<string, PaymentTypeDefinition>();

/** Registers (or replaces) a payment type; call it at module load of the owning feature. */
export function registerPaymentType(paymentType: string, definition: PaymentTypeDefinition): void {
  definitions.set(paymentType, definition);
}

export function getPaymentType(paymentType: string): PaymentTypeDefinition | undefined {
  return definitions.get(paymentType);
}
