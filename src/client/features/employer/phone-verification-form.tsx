// The employer phone verification (spec: "Employer phone verification"): phone and optional company name, then
// the 6-digit code; success refreshes the employer status and goes to /find-workers.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { CodeSent } from '../../../shared/schemas/common.js';
import {
  EMPLOYER_MESSAGES,
  employerConfirmCodeSchema,
  employerSendCodeSchema,
} from '../../../shared/schemas/employer.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Field, Input } from '../../components/ui/field.js';
import { OtpCodeInput, PhoneInput } from '../../components/ui/phone-inputs.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { refreshAuthUser } from '../auth/index.js';
import { EMPLOYER_ME_KEY } from './api.js';

export function PhoneVerificationForm({ signedInPhone }: { signedInPhone: string }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phoneNumber, setPhoneNumber] = useState(() => formatLocalPhone(signedInPhone).replace(/\s/g, ''));
  const [companyName, setCompanyName] = useState('');
  const [otpCode, setOtpCode] = useState('');
  const [developmentOtp, setDevelopmentOtp] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();

  const send = useMutation({
    mutationFn: (body: { phoneNumber: string; companyName?: string }) =>
      apiJson<CodeSent>('POST', '/api/employer/verify-phone/send', body),
    onSuccess: (answer) => {
      toast({ title: EMPLOYER_MESSAGES.codeSentTitle, description: EMPLOYER_MESSAGES.codeSentDescription });
      if (answer?.developmentOtp) {
        setDevelopmentOtp(answer.developmentOtp);
        console.info(`Development verification code: ${answer.developmentOtp}`);
      }
      setStep('code');
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? EMPLOYER_MESSAGES.sendFailed,
        variant: 'destructive',
      });
    },
  });

  const confirm = useMutation({
    mutationFn: (body: { phoneNumber: string; otpCode: string; companyName?: string }) =>
      apiJson('POST', '/api/employer/verify-phone/confirm', body),
    onSuccess: async () => {
      toast({ title: EMPLOYER_MESSAGES.verifiedTitle, description: EMPLOYER_MESSAGES.verifiedDescription });
      await Promise.all([queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY }), refreshAuthUser()]);
      navigate('/find-workers');
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? EMPLOYER_MESSAGES.confirmFailed,
        variant: 'destructive',
      });
    },
  });

  const trimmedCompany = companyName.trim();

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const parsed = employerSendCodeSchema.safeParse({ phoneNumber, companyName: trimmedCompany });
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? EMPLOYER_MESSAGES.invalidPhone);
      return;
    }
    setPhoneError(undefined);
    send.mutate({
      phoneNumber: parsed.data.phoneNumber,
      ...(trimmedCompany ? { companyName: trimmedCompany } : {}),
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    const parsed = employerConfirmCodeSchema.safeParse({ phoneNumber, otpCode, companyName: trimmedCompany });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? EMPLOYER_MESSAGES.invalidOtp);
      return;
    }
    setCodeError(undefined);
    confirm.mutate({
      phoneNumber: parsed.data.phoneNumber,
      otpCode: parsed.data.otpCode,
      ...(trimmedCompany ? { companyName: trimmedCompany } : {}),
    });
  };

  const changePhone = () => {
    setStep('phone');
    setOtpCode('');
    setDevelopmentOtp(null);
    setCodeError(undefined);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{step === 'phone' ? 'Verify Your Phone Number' : 'Enter Verification Code'}</CardTitle>
        <CardDescription>
          {step === 'phone'
            ? 'Employers verify their phone number once before hiring workers.'
            : `We sent a 6-digit code to ${phoneNumber}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {step === 'phone' ? (
          <form className="grid gap-4" onSubmit={onSend} noValidate>
            <Field
              label="Phone Number"
              error={phoneError}
              hint="South African number, e.g. 082 123 4567"
              required
            >
              {({ id, describedBy, invalid }) => (
                <PhoneInput
                  id={id}
                  autoComplete="tel"
                  value={phoneNumber}
                  onChange={(e) => setPhoneNumber(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            <Field label="Company Name (optional)">
              {({ id }) => (
                <Input
                  id={id}
                  autoComplete="organization"
                  maxLength={100}
                  value={companyName}
                  onChange={(e) => setCompanyName(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Verification Code'}
            </Button>
          </form>
        ) : (
          <form className="grid gap-4" onSubmit={onConfirm} noValidate>
            <Field label="Verification Code" error={codeError} required>
              {({ id, describedBy, invalid }) => (
                <OtpCodeInput
                  id={id}
                  placeholder="123456"
                  className="tracking-[0.4em]"
                  value={otpCode}
                  onValueChange={setOtpCode}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
            {developmentOtp ? (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                Development Mode: your code is <strong data-testid="development-otp">{developmentOtp}</strong>
              </p>
            ) : null}
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Verifying...' : 'Verify Phone'}
            </Button>
            <Button variant="ghost" onClick={changePhone} disabled={confirm.isPending}>
              Change Phone Number
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
