// The household's "Pay the late fee" on its visits page (issue 34, decision 0384): what it costs first (the fee, all
// of it the worker's, and the processing fee on top), then the route charges the saved card at once or answers a
// checkout made at that moment (Paystack's, or the sandbox's on the demo), which the page goes to.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { Button } from '../../components/ui/button.js';
import { serverMessage } from '../../lib/api.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { hardRedirect } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { usePayLateFee } from './api.js';
import { chargeOnTop } from './charge.js';

export function PayLateFee({
  bookingId,
  visitId,
  feeCents,
  workerName,
  onPaid,
}: {
  bookingId: string;
  visitId: string;
  feeCents: number;
  workerName: string;
  /** Paid at once (the saved card): what the page announces. */
  onPaid: (text: string) => void;
}) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const translate = useSharedMessage();
  const pay = usePayLateFee();
  const [leaving, setLeaving] = useState(false);
  const charge = chargeOnTop(feeCents, todayInSouthAfrica());
  const fee = money(charge.workerCents, { decimals: true });
  const processing = money(charge.feeCents, { decimals: true });
  const total = money(charge.totalCents, { decimals: true });
  const busy = pay.isPending || leaving;
  const costId = `late-fee-cost-${visitId}`;
  return (
    <div className="grid w-full gap-2" data-testid="late-fee-pay">
      <p id={costId} className="text-sm text-slate-800" data-testid="late-fee-total">
        {t`Fee ${fee} + processing fee ${processing} = ${total}. All of the fee goes to ${workerName}.`}
      </p>
      {pay.error ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(serverMessage(pay.error) ?? t`The payment could not be started. Please try again.`)}
        </p>
      ) : null}
      <Button
        size="sm"
        className="justify-self-start"
        aria-describedby={costId}
        disabled={busy}
        onClick={() =>
          pay.mutate(
            { bookingId, visitId },
            {
              onSuccess: (answer) => {
                if (answer.authorizationUrl) {
                  setLeaving(true);
                  hardRedirect(answer.authorizationUrl);
                } else if (answer.paid) onPaid(t`Late fee paid. All of it goes to ${workerName}.`);
              },
            },
          )
        }
      >
        {busy ? t`Processing...` : t`Pay the late fee`}
      </Button>
    </div>
  );
}
