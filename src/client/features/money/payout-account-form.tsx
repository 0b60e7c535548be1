// Setting or changing her bank account: the bank from the list Paystack pays to, the number and the name on the
// account (the shared schema checks them, as the server does), then the one-time code sent to her phone. A change
// holds payouts for 24 hours, which the form says before she sends it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { SA_BANKS } from '../../../shared/pay/banks.js';
import { PAYOUT_ACCOUNT_HOLD_HOURS } from '../../../shared/pay/payout-rules.js';
import { savePayoutAccountSchema } from '../../../shared/schemas/payouts.js';
import { Button } from '../../components/ui/button.js';
import { CodeField, DevelopmentCode, ResendCode } from '../../components/ui/code-entry.js';
import { Field } from '../../components/ui/field.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useSavePayoutAccount, useSendPayoutCode } from './api.js';

const accountSchema = savePayoutAccountSchema.omit({ otpCode: true });
const codeSchema = savePayoutAccountSchema.pick({ otpCode: true });
type AccountInput = z.input<typeof accountSchema>;
type AccountValues = z.output<typeof accountSchema>;

interface Sent {
  account: AccountValues;
  developmentOtp: string | null;
  resendAt: number;
}

function useSendCode(onSent: (sent: Sent) => void, onFailed: (message: string | undefined) => void) {
  const send = useSendPayoutCode();
  return {
    pending: send.isPending,
    send: (account: AccountValues) =>
      send.mutate(undefined, {
        onSuccess: (answer) =>
          onSent({
            account,
            developmentOtp: answer?.developmentOtp ?? null,
            resendAt: Date.now() + (answer?.resendAfterSeconds ?? 0) * 1000,
          }),
        onError: (error) => onFailed(serverMessage(error) ?? undefined),
      }),
  };
}

function AccountStep({ values, onSent }: { values: AccountInput; onSent: (sent: Sent) => void }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [failure, setFailure] = useState<string | undefined>();
  const form = useForm<AccountInput, unknown, AccountValues>({
    resolver: zodResolver(accountSchema),
    reValidateMode: 'onSubmit',
    defaultValues: values,
  });
  const code = useSendCode(onSent, setFailure);
  const errors = form.formState.errors;
  const hours = PAYOUT_ACCOUNT_HOLD_HOURS;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => code.send(v))}>
      <Field label={t`Bank`} required error={translate(errors.bankCode?.message)}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="min-h-[44px] w-full rounded-md border border-slate-300 bg-white px-3"
            {...form.register('bankCode')}
          >
            <option value="">{t`Choose your bank`}</option>
            {SA_BANKS.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t`Account number`}
        required
        inputMode="numeric"
        autoComplete="off"
        error={translate(errors.accountNumber?.message)}
        {...form.register('accountNumber')}
      />
      <TextField
        label={t`Name on the account`}
        required
        autoComplete="name"
        error={translate(errors.accountHolder?.message)}
        {...form.register('accountHolder')}
      />
      <p className="text-sm text-slate-700">
        <Trans>
          To keep your money safe, payouts wait {hours} hours after your bank account changes. We send a code
          to your phone to check it is you.
        </Trans>
      </p>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(failure)}
        </p>
      ) : null}
      <Button type="submit" disabled={code.pending}>
        {code.pending ? t`Sending...` : t`Send me a code`}
      </Button>
    </form>
  );
}

function CodeStep({
  sent,
  onBack,
  onSent,
  onSaved,
}: {
  sent: Sent;
  onBack: () => void;
  onSent: (sent: Sent) => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [failure, setFailure] = useState<string | undefined>();
  const resend = useSendCode(onSent, setFailure);
  const save = useSavePayoutAccount();
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { otpCode: '' },
  });
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ otpCode }) =>
        save.mutate(
          { ...sent.account, otpCode },
          {
            onSuccess: () => {
              toast({
                title: t`Bank account saved`,
                description: t`Payouts go to this account from now on.`,
              });
              onSaved();
            },
            onError: (error) => setFailure(serverMessage(error) ?? t`The bank account could not be saved.`),
          },
        ),
      )}
    >
      <CodeField
        control={form.control}
        name="otpCode"
        label={t`The code we sent to your phone`}
        error={translate(form.formState.errors.otpCode?.message)}
        required
      />
      <DevelopmentCode code={sent.developmentOtp} />
      <ResendCode
        resendAt={sent.resendAt}
        sending={resend.pending}
        onResend={() => resend.send(sent.account)}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(failure)}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save bank account`}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={save.isPending}>
        <Trans>Change the account details</Trans>
      </Button>
    </form>
  );
}

export function PayoutAccountForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<AccountInput>({ bankCode: '', accountNumber: '', accountHolder: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const onSent = (next: Sent) => {
    setValues(next.account);
    setSent(next);
  };
  return sent ? (
    <CodeStep sent={sent} onBack={() => setSent(null)} onSent={onSent} onSaved={onDone} />
  ) : (
    <AccountStep values={values} onSent={onSent} />
  );
}
