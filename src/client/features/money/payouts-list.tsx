// Her payouts, newest first, each with its status and, when it came back, why.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutStatus } from '../../../shared/schemas/payouts.js';
import { Spinner } from '../../components/ui/spinner.js';
import { formatDateTime } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { usePayouts } from './api.js';

const STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Waiting to be sent`,
  in_flight: msg`On its way to your bank`,
  paid: msg`Paid into your account`,
  failed: msg`Failed: back in your balance`,
  reversed: msg`Returned by the bank: back in your balance`,
};

export function PayoutsList() {
  const payouts = usePayouts();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  if (payouts.isLoading) return <Spinner label={t`Loading your payouts`} />;
  if (payouts.isError) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your payouts could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const list = payouts.data?.payouts ?? [];
  if (list.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>No payouts yet. Your balance is paid out every Wednesday, or when you ask.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {list.map((payout) => (
        <li
          key={payout.id}
          className="grid gap-0.5 rounded-md border border-slate-200 p-3 text-sm"
          data-testid="payout"
        >
          <span className="flex flex-wrap justify-between gap-2">
            <span className="font-semibold tabular-nums">
              {money(payout.amountCents, { decimals: true })}
            </span>
            <span>{i18n._(STATUS_LABELS[payout.status])}</span>
          </span>
          <span className="text-slate-600">
            {payout.origin === 'weekly' ? t`Weekly payout` : t`You asked`} ·{' '}
            {formatDateTime(payout.requestedAt)} · {payout.accountNumberMasked}
          </span>
          {payout.failureReason ? (
            <span className="text-red-700">{translate(payout.failureReason)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
