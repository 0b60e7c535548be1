// The phone-login dialog's second step: optional name, the code, 'Remember this device', Back and sign in. Plain
// state checked by the shared rules, as the phone step (decision 0254).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { REMEMBER_DEVICE_DAYS } from '../../../shared/constants.js';
import type { AuthUserPayload } from '../../../shared/schemas/auth.js';
import { codeProblem, NAME_MAX_LENGTH } from '../../../shared/sign-in-rules.js';
import { Button } from '../../components/ui/button.js';
import { DevelopmentCode, ResendCode } from '../../components/ui/code-hints.js';
import { CodeInputField } from '../../components/ui/code-input-field.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { typedNameProblemOnceTyped } from '../../lib/typed-name-check.js';
import type { CodeSent } from './login-phone-step.js';
import { sharedText } from './shared-text.js';
import { refreshAuthUser } from './use-auth.js';

interface CodeStepValues {
  name: string;
  otpCode: string;
  rememberDevice: boolean;
}

export function LoginCodeStep({
  sent,
  resending,
  onResend,
  onBack,
  onSignedIn,
}: {
  sent: CodeSent;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useLingui();
  const rememberDays = REMEMBER_DEVICE_DAYS;
  const [name, setName] = useState('');
  const [otpCode, setOtpCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(true);
  const nameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const verifyOtp = useMutation({
    mutationFn: ({ name, ...values }: CodeStepValues) =>
      apiJson<{ user: AuthUserPayload }>('POST', '/api/auth/verify-otp', {
        phoneNumber: sent.phoneNumber,
        ...values,
        ...(name ? { name } : {}),
      }),
    onSuccess: async () => {
      await refreshAuthUser();
      toast({ title: i18n._(msg`Success`), description: i18n._(msg`Successfully logged in!`) });
      onSignedIn();
    },
    onError: (error) => {
      toast({
        title: i18n._(msg`Error`),
        description: serverMessage(error) ?? i18n._(msg`Invalid verification code`),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const badCode = codeProblem(otpCode);
    const badName = await typedNameProblemOnceTyped(name, NAME_MAX_LENGTH);
    if (badCode) {
      codeInput.current?.focus();
      toast({ title: t`Invalid Code`, description: sharedText(badCode), variant: 'destructive' });
    } else if (badName) {
      nameInput.current?.focus();
      toast({ title: t`Error`, description: sharedText(badName), variant: 'destructive' });
    } else verifyOtp.mutate({ name: name.trim(), otpCode: otpCode.trim(), rememberDevice });
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <DevelopmentCode code={sent.developmentOtp} />
      <TextField
        label={t`Your Name (optional)`}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        ref={nameInput}
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <CodeInputField ref={codeInput} name="otpCode" value={otpCode} onValueChange={setOtpCode} autoFocus />
      <ResendCode resendAt={sent.resendAt} sending={resending} onResend={onResend} />
      <label className="flex min-h-[44px] cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-800"
          name="rememberDevice"
          checked={rememberDevice}
          onChange={(event) => setRememberDevice(event.target.checked)}
        />
        <span>
          <Trans>Remember this device</Trans>
          <span className="block text-xs text-slate-600">
            <Trans>Stay signed in for {rememberDays} days</Trans>
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={verifyOtp.isPending}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={verifyOtp.isPending}>
          {verifyOtp.isPending ? <Trans>Verifying...</Trans> : <Trans>Verify & Sign In</Trans>}
        </Button>
      </div>
    </form>
  );
}
