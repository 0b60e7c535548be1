// The employer phone verification (spec: "Employer phone verification"): phone and optional company name, then
// the 6-digit code; success refreshes the employer status and goes to /find-workers. Each step is its own form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { formatLocalPhone } from '../../../shared/phone.js';
import {
  COMPANY_NAME_MAX,
  EMPLOYER_MESSAGES,
  employerConfirmCodeSchema,
  employerSendCodeSchema,
} from '../../../shared/schemas/employer.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { CodeField, DevelopmentCode } from '../../components/ui/code-entry.js';
import { PhoneField, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { refreshAuthUser } from '../auth/index.js';
import { EMPLOYER_ME_KEY } from './api.js';

type SendInput = z.input<typeof employerSendCodeSchema>;
type SendValues = z.output<typeof employerSendCodeSchema>;
const confirmSchema = employerConfirmCodeSchema.pick({ otpCode: true });

interface Sent {
  phoneNumber: string;
  companyName?: string;
  developmentOtp: string | null;
}

/** The body both calls carry: the company name only when one was given. */
function phoneBody({ phoneNumber, companyName }: SendValues | Sent) {
  return { phoneNumber, ...(companyName ? { companyName } : {}) };
}

function PhoneStep({ values, onSent }: { values: SendInput; onSent: (sent: Sent) => void }) {
  // Errors stay until the next submit, as the spec's form shows them.
  const form = useForm<SendInput, unknown, SendValues>({
    resolver: zodResolver(employerSendCodeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: values,
  });
  const send = useMutation({
    mutationFn: (body: ReturnType<typeof phoneBody>) =>
      apiJson<{ developmentOtp?: string }>('POST', '/api/employer/verify-phone/send', body),
    onSuccess: (answer, body) => {
      toast({ title: EMPLOYER_MESSAGES.codeSentTitle, description: EMPLOYER_MESSAGES.codeSentDescription });
      if (answer?.developmentOtp) console.info(`Development verification code: ${answer.developmentOtp}`);
      onSent({ ...body, developmentOtp: answer?.developmentOtp ?? null });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? EMPLOYER_MESSAGES.sendFailed,
        variant: 'destructive',
      });
    },
  });
  const errors = form.formState.errors;
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit((v) => send.mutate(phoneBody(v)))} noValidate>
      <PhoneField
        label="Phone Number"
        error={errors.phoneNumber?.message}
        hint="South African number, e.g. 082 123 4567"
        required
        autoComplete="tel"
        {...form.register('phoneNumber')}
      />
      <TextField
        label="Company Name (optional)"
        error={errors.companyName?.message}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX}
        {...form.register('companyName')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Verification Code'}
      </Button>
    </form>
  );
}

function CodeStep({
  sent,
  onBack,
  returnTo,
}: {
  sent: Sent;
  onBack: () => void;
  returnTo?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof confirmSchema>, unknown, z.output<typeof confirmSchema>>({
    resolver: zodResolver(confirmSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { otpCode: '' },
  });
  const confirm = useMutation({
    mutationFn: (otpCode: string) =>
      apiJson('POST', '/api/employer/verify-phone/confirm', { ...phoneBody(sent), otpCode }),
    onSuccess: async () => {
      toast({ title: EMPLOYER_MESSAGES.verifiedTitle, description: EMPLOYER_MESSAGES.verifiedDescription });
      await Promise.all([queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY }), refreshAuthUser()]);
      // Back to the hire that asked for the check, else the spec's /find-workers.
      navigate(returnTo ?? '/find-workers');
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? EMPLOYER_MESSAGES.confirmFailed,
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
        error={form.formState.errors.otpCode?.message}
        required
      />
      <DevelopmentCode code={sent.developmentOtp} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Verifying...' : 'Verify Phone'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={confirm.isPending}>
        Change Phone Number
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
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{sent ? 'Enter Verification Code' : 'Verify Your Phone Number'}</CardTitle>
        <CardDescription>
          {sent
            ? `We sent a 6-digit code to ${sent.phoneNumber}.`
            : 'Employers verify their phone number once before hiring workers.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sent ? (
          <CodeStep sent={sent} onBack={() => setSent(null)} returnTo={returnTo} />
        ) : (
          <PhoneStep
            values={values}
            onSent={(next) => {
              setValues({ phoneNumber: next.phoneNumber, companyName: next.companyName ?? '' });
              setSent(next);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
