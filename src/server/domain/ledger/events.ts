// Every external event (a charge, a refund, a transfer result) applied exactly once, keyed by the provider's own
// id: the first caller's insert wins; a replay, or a concurrent delivery waiting on the first's row, gets false.
import type { Tx } from '../../db/client.js';
import { ledgerProviderEvents } from '../../db/schema.js';

export interface ProviderEvent {
  provider: string;
  /** The provider's id for it: a charge's reference, a refund's id, a transfer's code. */
  eventId: string;
  type: string;
  at: Date;
}

/** True for the one caller that may apply the event; in the same database transaction as what it applies. */
export async function claimProviderEvent(tx: Tx, event: ProviderEvent): Promise<boolean> {
  const [row] = await tx
    .insert(ledgerProviderEvents)
    .values({ provider: event.provider, eventId: event.eventId, type: event.type, appliedAt: event.at })
    .onConflictDoNothing()
    .returning({ eventId: ledgerProviderEvents.eventId });
  return Boolean(row);
}
