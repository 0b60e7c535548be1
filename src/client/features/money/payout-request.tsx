// Her request for a payout: her whole balance, or an amount she types, at least R50 and at most her balance. The
// rules and their texts are the server's (shared/pay/payout-rules.ts, PAYOUT_MESSAGES); the form says them before
// the request, and shows the server's refusal when it says otherwise (a payout on its way, the bank hold).
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { PAYOUT_MINIMUM_CENTS } from '../../../shared/pay/payout-rules.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useRequestPayout } from './api.js';
import { payoutRefusal, typedRand } from './payout-refusal.js';

export function PayoutRequest({
  balanceCents,
  hasAccount,
  heldUntil,
}: {
  balanceCents: number;
  hasAccount: boolean;
  heldUntil: string | null;
}) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const money = useFormatMoney();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPayout();
  const statusId = useId();
  const balance = money(balanceCents, { decimals: true });
  const minimum = money(PAYOUT_MINIMUM_CENTS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = payoutRefusal(
      amount,
      { balanceCents, hasAccount, heldUntil },
      new Date(),
      formatDateTime,
    );
    setError(refused);
    if (refused) return;
    request.mutate(typedRand(amount), {
      onSuccess: () => {
        setAmount('');
        toast({ title: t`Payout asked for`, description: t`It is on its way to your bank account.` });
      },
      onError: (failure) =>
        setError(serverMessage(failure) ?? t`The payout could not be asked for. Please try again.`),
    });
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-describedby={statusId}>
      <p id={statusId} className="text-sm text-slate-700">
        <Trans>
          You can be paid up to your balance of {balance}, at least {minimum} at a time. Leave the amount
          empty for all of it.
        </Trans>
      </p>
      <TextField
        label={t`Amount in rand`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={translate(error)}
        name="payoutAmount"
      />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? t`Asking...` : t`Ask for a payout`}
      </Button>
    </form>
  );
}
