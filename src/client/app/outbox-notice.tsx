// Tells the person what the phone is holding back and what became of it (issue 22): actions made offline wait in
// the service worker's outbox; once sent, each says whether it went through. Renders nothing when all is quiet.
// Its texts are in the `common` catalogue (decision 0188), which it loads when it has actions to list.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { formatTime } from '../lib/format-time.js';
import { ensureCatalogues } from '../lib/i18n.js';
import {
  dismissOutboxItem,
  type OutboxAction,
  type OutboxItem,
  outboxAction,
  useIsOnline,
  useOutbox,
} from '../lib/offline.js';
import { CONNECTION_LABEL, OfflineLine } from './offline-line.js';

const ACTION_LABELS: Record<OutboxAction, MessageDescriptor> = {
  accept: msg`Accept a hire request`,
  decline: msg`Decline a hire request`,
  apply: msg`Apply for a job`,
  save: msg`Save a worker`,
  'check-in': msg`Check in at work`,
  'check-out': msg`Check out from work`,
  'trusted-contact': msg`Save your trusted contact`,
  'rate-employer': msg`Rate an employer`,
  report: msg`Send a report`,
};

function Item({ item }: { item: OutboxItem }) {
  const { t, i18n } = useLingui();
  const kind = outboxAction(item);
  const action = kind ? i18n._(ACTION_LABELS[kind]) : item.path;
  const time = formatTime(item.queuedAt);
  const reason = item.message ?? `${item.status ?? ''}`;
  return (
    <li className="flex items-start justify-between gap-2" data-state={item.state}>
      <span>
        {item.state === 'waiting'
          ? t`Waiting to send: ${action} (made at ${time})`
          : item.state === 'sent'
            ? t`Sent: ${action}`
            : t`Not sent: ${action}. ${reason}`}
      </span>
      {item.state === 'waiting' ? null : (
        <button
          type="button"
          onClick={() => dismissOutboxItem(item.id)}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded hover:bg-amber-100"
          // "Dismiss" also names an admin decision on a report (another word in other languages).
          aria-label={t({ message: 'Dismiss', context: 'close a notice' })}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

export function OutboxNotice() {
  const items = useOutbox();
  const online = useIsOnline();
  const { i18n } = useLingui();
  const listing = items.length > 0;
  // The list's texts are in `common` (not on the landing page's budget): loaded when there is something to list.
  useEffect(() => {
    if (listing) void ensureCatalogues(['common']).catch(() => undefined);
  }, [listing]);
  if (online && !listing) return null;
  return (
    <section
      aria-label={i18n._(CONNECTION_LABEL)}
      data-testid="outbox"
      className="mx-auto mt-2 grid w-full max-w-6xl gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      {online ? null : <OfflineLine />}
      {listing ? (
        <ul className="grid gap-1" aria-live="polite">
          {items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
