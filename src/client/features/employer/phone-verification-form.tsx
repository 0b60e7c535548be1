// The employer phone verification (spec: "Employer phone verification"): phone and optional company name, then
// the 6-digit code; success refreshes the employer status and goes to /find-workers. Each step is its own form.
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { formatLocalPhone, toE164 } from '../../../shared/phone.js';
import type { CodeSent } from '../../../shared/schemas/common.js';
import {
  COMPANY_NAME_MAX,
  EMPLOYER_MESSAGES,
  employerConfirmCodeSchema,
  employerSendCodeSchema,
} from '../../../shared/schemas/employer.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { CodeField, DevelopmentCode, ResendCode } from '../../components/ui/code-entry.js';
import { PhoneField, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { navigate } from '../../lib/navigation.js';
import { translateSharedMessage, useSharedMessage } from '../../lib/shared-message.js';
import { refreshAuthUser } from '../auth/index.js';
import { EMPLOYER_ME_KEY } from './api.js';

type SendInput = z.input<typeof employerSendCodeSchema>;
type SendValues = z.output<typeof employerSendCodeSchema>;
const confirmSchema = employerConfirmCodeSchema.pick({ otpCode: true });

interface Sent {
  phoneNumber: string;
  companyName?: string;
  developmentOtp: string | null;
  /** Date.now() time from which the server accepts another send to this number (its resend cooldown). */
  resendAt: number;
}

/** The body both calls carry: the company name only when one was given. */
function phoneBody({ phoneNumber, companyName }: SendValues | Sent) {
  return { phoneNumber, ...(companyName ? { companyName } : {}) };
}

/** POST /api/employer/verify-phone/send with the spec's toasts: Send Verification Code and Resend code. */
function useSendEmployerCode(onSent: (sent: Sent) => void) {
  return useMutation({
    mutationFn: (body: ReturnType<typeof phoneBody>) =>
      apiJson<CodeSent>('POST', '/api/employer/verify-phone/send', body),
    onSuccess: (answer, body) => {
      toast({
        title: translateSharedMessage(EMPLOYER_MESSAGES.codeSentTitle),
        description: translateSharedMessage(EMPLOYER_MESSAGES.codeSentDescription),
      });
      if (answer?.developmentOtp) console.info(`Development verification code: ${answer.developmentOtp}`);
      onSent({
        ...body,
        developmentOtp: answer?.developmentOtp ?? null,
        resendAt: Date.now() + (answer?.resendAfterSeconds ?? 0) * 1000,
      });
    },
    onError: (error) => {
      toast({
        title: i18n._(msg`Error`),
        description: translateSharedMessage(serverMessage(error) ?? EMPLOYER_MESSAGES.sendFailed),
        variant: 'destructive',
      });
    },
  });
}

function PhoneStep({
  values,
  pending,
  onSent,
  onResume,
}: {
  values: SendInput;
  /** The code sent before 'Change Phone Number', still valid during the cooldown. */
  pending: Sent | null;
  onSent: (sent: Sent) => void;
  onResume: () => void;
}) {
  // Errors stay until the next submit, as the spec's form shows them.
  const form = useForm<SendInput, unknown, SendValues>({
    resolver: zodResolver(employerSendCodeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: values,
  });
  const send = useSendEmployerCode(onSent);
  const errors = form.formState.errors;
  const { t } = useLingui();
  const translate = useSharedMessage();
  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit((v) => {
        // During the cooldown the server refuses a new code; the one already sent still works.
        const samePhone = pending && toE164(pending.phoneNumber) === toE164(v.phoneNumber);
        if (samePhone && Date.now() < pending.resendAt) onResume();
        else send.mutate(phoneBody(v));
      })}
      noValidate
    >
      <PhoneField
        label={t`Phone Number`}
        error={translate(errors.phoneNumber?.message)}
        hint={t`South African number, e.g. 082 123 4567`}
        required
        autoComplete="tel"
        {...form.register('phoneNumber')}
      />
      <TextField
        label={t`Company Name (optional)`}
        error={translate(errors.companyName?.message)}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX}
        {...form.register('companyName')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t`Sending...` : t`Send Verification Code`}
      </Button>
    </form>
  );
}

function CodeStep({
  sent,
  onBack,
  onSent,
  returnTo,
}: {
  sent: Sent;
  onBack: () => void;
  onSent: (sent: Sent) => void;
  returnTo?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const resend = useSendEmployerCode(onSent);
  const { t } = useLingui();
  const translate = useSharedMessage();
  const form = useForm<z.input<typeof confirmSchema>, unknown, z.output<typeof confirmSchema>>({
    resolver: zodResolver(confirmSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { otpCode: '' },
  });
  const confirm = useMutation({
    mutationFn: (otpCode: string) =>
      apiJson('POST', '/api/employer/verify-phone/confirm', { ...phoneBody(sent), otpCode }),
    onSuccess: async () => {
      toast({
        title: translateSharedMessage(EMPLOYER_MESSAGES.verifiedTitle),
        description: translateSharedMessage(EMPLOYER_MESSAGES.verifiedDescription),
      });
      await Promise.all([queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY }), refreshAuthUser()]);
      // Back to the hire that asked for the check, else the spec's /find-workers.
      navigate(returnTo ?? '/find-workers');
    },
    onError: (error) => {
      toast({
        title: t`Error`,
        description: translateSharedMessage(serverMessage(error) ?? EMPLOYER_MESSAGES.confirmFailed),
        variant: 'destructive',
      });
    },
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ otpCode }) => confirm.mutate(otpCode))}
      noValidate
    >
      <CodeField
        control={form.control}
        name="otpCode"
        error={translate(form.formState.errors.otpCode?.message)}
        required
      />
      <DevelopmentCode code={sent.developmentOtp} />
      <ResendCode
        resendAt={sent.resendAt}
        sending={resend.isPending}
        onResend={() => resend.mutate(phoneBody(sent))}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t`Verifying...` : t`Verify Phone`}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={confirm.isPending}>
        <Trans>Change Phone Number</Trans>
      </Button>
    </form>
  );
}

export function PhoneVerificationForm({
  signedInPhone,
  returnTo,
}: {
  signedInPhone: string;
  /** A same-site path (checked by the page) to go to once verified. */
  returnTo?: string | undefined;
}) {
  // What the phone step shows, kept when 'Change Phone Number' comes back to it.
  const [values, setValues] = useState<SendInput>(() => ({
    phoneNumber: formatLocalPhone(signedInPhone).replace(/\s/g, ''),
    companyName: '',
  }));
  // The last code sent stays after 'Change Phone Number': it is still valid while the cooldown runs.
  const [sent, setSent] = useState<Sent | null>(null);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const codeStep = step === 'code' && sent !== null;
  const { t } = useLingui();
  const phone = sent?.phoneNumber ?? '';
  const onSent = (next: Sent) => {
    setValues({ phoneNumber: next.phoneNumber, companyName: next.companyName ?? '' });
    setSent(next);
    setStep('code');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{codeStep ? t`Enter Verification Code` : t`Verify Your Phone Number`}</CardTitle>
        <CardDescription>
          {codeStep
            ? t`We sent a 6-digit code to ${phone}.`
            : t`Employers verify their phone number once before hiring workers.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {codeStep ? (
          <CodeStep sent={sent} onBack={() => setStep('phone')} onSent={onSent} returnTo={returnTo} />
        ) : (
          <PhoneStep values={values} pending={sent} onSent={onSent} onResume={() => setStep('code')} />
        )}
      </CardContent>
    </Card>
  );
}
