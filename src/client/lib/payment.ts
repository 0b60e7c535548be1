// The provider hand-off shared by the registration and tier-upgrade payments.
import type { InitializePaymentAnswer } from '../../shared/schemas/payments.js';
import { hardRedirect } from './navigation.js';

/** Leaves for the provider's page; false (and no redirect) when the answer carries no authorization URL. */
export function redirectToPayment(answer: Partial<InitializePaymentAnswer> | null | undefined): boolean {
  if (!answer?.status || !answer.authorization_url) return false;
  hardRedirect(answer.authorization_url);
  return true;
}
