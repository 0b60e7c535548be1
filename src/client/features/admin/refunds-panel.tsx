// The console's visit refunds Paystack has not completed (issue 34, decision 0385), beside the reconciliation: whose
// money, for which visit, where it stands; a failed one (still owed to the household) is asked of Paystack again,
// once, after a confirm step. The result or the server's refusal is announced, and the list read again either way:
// a 409 means another admin's click got there first.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { formatRand } from '../../../shared/constants.js';
import type { AdminRefund, RefundState } from '../../../shared/schemas/admin-refunds.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { FormDialog } from '../../components/ui/form-dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { retryRefund, useAdminAction, useAdminRefunds } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError } from './parts.js';
import { REFUND_STATE_LABELS } from './refund-labels.js';

/** Owed to the household until asked again: shown red, the rest neutral. */
const OWED: readonly RefundState[] = ['failed', 'refused'];

function useWho() {
  const { t } = useLingui();
  return (refund: AdminRefund) =>
    refund.household
      ? `${refund.household.name ?? ''} ${refund.household.phoneNumber}`.trim()
      : t`Deleted account`;
}

function RefundCard({ refund, onRetry }: { refund: AdminRefund; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const who = useWho()(refund);
  const amount = formatRand(refund.amountCents);
  const when = formatDateTime(refund.requestedAt);
  const settled = refund.settledAt ? formatDateTime(refund.settledAt) : '';
  const day = refund.visitDate ? formatCalendarDate(refund.visitDate) : '';
  const owed = OWED.includes(refund.status);
  return (
    <Card data-testid="admin-refund">
      <CardContent className="grid gap-1 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="break-words text-base font-semibold">
            {amount} · {who}
          </h3>
          <span
            className={`rounded-full px-2 py-0.5 ${owed ? 'bg-red-50 font-medium text-red-800' : 'bg-slate-100'}`}
          >
            {i18n._(REFUND_STATE_LABELS[refund.status])}
          </span>
        </div>
        <p className="text-slate-600">{day ? t`Visit on ${day}, asked ${when}` : t`Asked ${when}`}</p>
        {settled ? <p className="text-slate-600">{t`Paystack answered ${settled}`}</p> : null}
        {refund.retryOf ? <p className="text-slate-600">{t`Asked again by an admin`}</p> : null}
        <p className="break-all font-mono text-xs">{refund.paymentReference}</p>
        {refund.retryable ? (
          <div className="pt-1">
            <Button size="sm" aria-describedby={headingId} onClick={onRetry}>
              {t`Retry refund`}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function RefundsPanel() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const translate = useSharedMessage();
  const whoOf = useWho();
  const refunds = useAdminRefunds();
  const retry = useAdminAction<{ refundId: string }, AdminRefund>(retryRefund);
  const [target, setTarget] = useState<AdminRefund | null>(null);
  const [result, setResult] = useState<{ failed: boolean; text: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Once the confirm step has closed on an answer, the keyboard is put on that answer: the dialog gives focus back to
  // the Retry button, which the list read again then removes, and focus would fall to the page's start.
  useEffect(() => {
    if (result && !target) statusRef.current?.focus();
  }, [result, target]);
  const amount = target ? formatRand(target.amountCents) : '';
  const who = target ? whoOf(target) : '';

  const send = (refund: AdminRefund) => {
    if (retry.isPending) return;
    retry.mutate(
      { refundId: refund.id },
      {
        onSuccess: (answer) => {
          const state = i18n._(REFUND_STATE_LABELS[answer.status]);
          setResult({ failed: false, text: t`Asked Paystack again for ${amount}: ${state}` });
        },
        onError: (error) => {
          setResult({
            failed: true,
            text: translate(serverMessage(error)) ?? t`Could not retry the refund. Please try again.`,
          });
          void refunds.refetch();
        },
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <section className="grid gap-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t`Refunds`}
      </h2>
      <p className="text-sm text-slate-700">
        {t`Visit refunds Paystack has not completed. A failed one is still owed to the household: ask Paystack again, once.`}
      </p>
      {/* Always in the page, so a screen reader hears what it comes to hold. */}
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={
          result
            ? `rounded-lg p-3 text-sm ${result.failed ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`
            : 'sr-only'
        }
      >
        {result?.text}
      </p>
      {refunds.isLoading ? (
        <Spinner label={t`Loading`} />
      ) : !refunds.data ? (
        <LoadError error={refunds.error} />
      ) : refunds.data.refunds.length === 0 ? (
        <Empty>{t`No refunds waiting`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-labelledby={headingId}>
          {refunds.data.refunds.map((refund) => (
            <li key={refund.id}>
              <RefundCard
                refund={refund}
                onRetry={() => {
                  setResult(null);
                  setTarget(refund);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <FormDialog
          title={t`Retry the refund of ${amount}?`}
          description={t`Paystack is asked once more to pay ${amount} back to ${who}. If it fails again, it shows here again.`}
          submitLabel={t`Retry refund`}
          pendingLabel={t`Sending...`}
          pending={retry.isPending}
          onSubmit={() => send(target)}
          onClose={() => {
            if (!retry.isPending) setTarget(null);
          }}
        >
          <p className="break-all font-mono text-xs">{target.paymentReference}</p>
        </FormDialog>
      ) : null}
    </section>
  );
}
