// The household's payments: each charge, newest first, with what it paid line by line (a visit's pay, a tip, a late
// fee, the processing fee), its status and any refund.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { HouseholdPayment, HouseholdPaymentItem } from '../../../shared/schemas/earnings.js';
import { Spinner } from '../../components/ui/spinner.js';
import { formatCalendarDate, formatDateTime } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { translate } from '../../lib/i18n.js';
import { usePaymentHistory } from './api.js';

const ITEM_LABELS: Record<HouseholdPaymentItem['kind'], MessageDescriptor> = {
  visit_pay: msg`Worker's pay`,
  tip: msg`Tip`,
  late_fee: msg`Late-cancellation fee`,
  processing_fee: msg`Processing fee`,
};

const STATUS_LABELS: Record<HouseholdPayment['status'], MessageDescriptor> = {
  pending: msg`Not paid yet`,
  success: msg`Paid`,
  failed: msg`Failed`,
  voided: msg`Cancelled`,
};

const REFUND_LABELS: Record<NonNullable<HouseholdPaymentItem['refund']>['status'], MessageDescriptor> = {
  requested: msg`Refund of {amount} asked for`,
  processed: msg`{amount} refunded`,
  failed: msg`Refund of {amount} failed; we are looking into it`,
};

function Item({ item }: { item: HouseholdPaymentItem }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const what = i18n._(ITEM_LABELS[item.kind]);
  const who = item.workerName ?? '';
  const when = item.visitDate ? formatCalendarDate(item.visitDate) : '';
  return (
    <li className="grid gap-0.5 border-b border-slate-100 py-1 last:border-b-0">
      <span className="flex flex-wrap justify-between gap-2">
        <span>
          {what}
          {who || when ? (
            <span className="block text-xs text-slate-600">{[who, when].filter(Boolean).join(' · ')}</span>
          ) : null}
        </span>
        <span className="tabular-nums">{money(item.amountCents, { decimals: true })}</span>
      </span>
      {item.refund ? (
        <span className="text-xs text-slate-700">
          {translate(REFUND_LABELS[item.refund.status], {
            amount: money(item.refund.amountCents, { decimals: true }),
          })}
        </span>
      ) : null}
    </li>
  );
}

function PaymentCard({ payment }: { payment: HouseholdPayment }) {
  const { i18n } = useLingui();
  const money = useFormatMoney();
  const total = money(payment.amountCents, { decimals: true });
  const when = formatDateTime(payment.paidAt ?? payment.createdAt);
  const reference = payment.reference;
  return (
    <li
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="household-payment"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold tabular-nums">{total}</span>
        <span className="text-sm">{i18n._(STATUS_LABELS[payment.status])}</span>
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          {when} · reference <span className="break-all font-mono">{reference}</span>
        </Trans>
      </p>
      <ul className="grid text-sm">
        {payment.items.map((item, i) => (
          <Item key={`${item.kind}-${item.visitId ?? ''}-${i}`} item={item} />
        ))}
      </ul>
    </li>
  );
}

export function PaymentHistory() {
  const { t } = useLingui();
  const history = usePaymentHistory();
  if (history.isLoading) return <Spinner label={t`Loading your payments`} />;
  if (history.isError) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Your payments could not be loaded. Please try again.</Trans>
      </p>
    );
  }
  const payments = history.data?.payments ?? [];
  if (payments.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>
          No payments yet. Pay a booked visit from{' '}
          <Link href="/visits" className="text-brand-800 underline">
            your booked visits
          </Link>
          .
        </Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {payments.map((payment) => (
        <PaymentCard key={payment.reference} payment={payment} />
      ))}
    </ul>
  );
}
