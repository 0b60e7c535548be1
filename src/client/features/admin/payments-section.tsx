// The console's payments (issue 20): find by reference or phone, see the state, ask the gateway again about a
// payment stuck pending, refund a successful one in full through the provider.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatRand } from '../../../shared/constants.js';
import type { AdminPayment } from '../../../shared/schemas/admin-money.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { recheckPayment, refundPayment, useAdminAction, useAdminPayments } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError, ReasonDialog, SearchBox } from './parts.js';
import { paymentRefundLabel } from './refund-labels.js';

function PaymentCard({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const { t, i18n } = useLingui();
  const recheck = useAdminAction(recheckPayment);
  const translate = useSharedMessage();
  const amount = formatRand(payment.amountCents);
  const when = formatDateTime(payment.createdAt);
  const who = payment.user
    ? `${payment.user.name ?? ''} ${payment.user.phoneNumber}`.trim()
    : t`Deleted account`;
  const refundLabel = paymentRefundLabel(payment.refundStatus ?? '');
  const refund = typeof refundLabel === 'string' ? refundLabel : i18n._(refundLabel);
  const provider = payment.provider;
  return (
    <Card data-testid="admin-payment">
      <CardContent className="grid gap-1 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold">
            {amount} · {payment.paymentType}
          </h3>
          <span className="rounded-full bg-slate-100 px-2 py-0.5">{payment.status}</span>
        </div>
        <p className="break-all font-mono text-xs">{payment.reference}</p>
        <p className="text-slate-600">{t`${who}, ${when}, via ${provider}`}</p>
        {payment.refundStatus ? <p className="font-medium text-amber-900">{t`Refund: ${refund}`}</p> : null}
        <div className="flex flex-wrap gap-2 pt-1">
          {payment.status === 'pending' || payment.status === 'failed' ? (
            <Button
              size="sm"
              variant="outline"
              disabled={recheck.isPending}
              onClick={() =>
                recheck.mutate(
                  { reference: payment.reference },
                  {
                    onSuccess: () => toast({ title: t`Checked with the payment provider` }),
                    onError: (error) =>
                      toast({
                        title: t`Could not check the payment`,
                        description: translate(serverMessage(error)) ?? t`Please try again.`,
                        variant: 'destructive',
                      }),
                  },
                )
              }
            >
              {t`Check with the provider`}
            </Button>
          ) : null}
          {payment.status === 'success' && !payment.refundStatus ? (
            <Button size="sm" variant="destructive" onClick={onRefund}>
              {t`Refund`}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function PaymentsSection() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const payments = useAdminPayments(q);
  const refund = useAdminAction(refundPayment);
  const [target, setTarget] = useState<AdminPayment | null>(null);
  const amount = target ? formatRand(target.amountCents) : '';
  return (
    <div className="grid gap-4">
      <SearchBox
        label={t`Find payments by reference or phone`}
        placeholder={t`WL-REG-… or 082 123 4567`}
        onSearch={setQ}
      />
      {payments.isLoading ? (
        <Spinner label={t`Finding payments`} />
      ) : !payments.data ? (
        <LoadError error={payments.error} />
      ) : payments.data.length === 0 ? (
        <Empty>{t`No payment matches this search.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Payments`}>
          {payments.data.map((payment) => (
            <li key={payment.id}>
              <PaymentCard payment={payment} onRefund={() => setTarget(payment)} />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <ReasonDialog
          title={t`Refund ${amount}?`}
          description={t`The whole amount goes back to the payer through the payment provider. What the payment bought stays; suspend or change it separately if needed.`}
          label={t`Reason (sent to the provider and kept in the audit log)`}
          submitLabel={t`Refund`}
          onClose={() => setTarget(null)}
          onSubmit={(reason) =>
            refund.mutateAsync(
              { reference: target.reference, reason },
              { onSuccess: () => toast({ title: t`Refund requested`, description: amount }) },
            )
          }
        />
      ) : null}
    </div>
  );
}
