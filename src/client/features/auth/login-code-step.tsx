// The phone-login dialog's second step: optional name, the code, 'Remember this device', Back and sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { REMEMBER_DEVICE_DAYS } from '../../../shared/constants.js';
import {
  type AuthUserPayload,
  INVALID_CODE_MESSAGE,
  NAME_MAX_LENGTH,
  verifyOtpSchema,
} from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { CodeField, DevelopmentCode, ResendCode } from '../../components/ui/code-entry.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import type { CodeSent } from './login-phone-step.js';
import { refreshAuthUser } from './use-auth.js';

const codeStepSchema = verifyOtpSchema.omit({ phoneNumber: true });
type CodeStepInput = z.input<typeof codeStepSchema>;
type CodeStepValues = z.output<typeof codeStepSchema>;

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
  const form = useForm<CodeStepInput, unknown, CodeStepValues>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { name: '', otpCode: '', rememberDevice: true },
  });

  const verifyOtp = useMutation({
    mutationFn: ({ name, ...values }: CodeStepValues) =>
      apiJson<{ user: AuthUserPayload }>('POST', '/api/auth/verify-otp', {
        phoneNumber: sent.phoneNumber,
        ...values,
        ...(name ? { name } : {}),
      }),
    onSuccess: async () => {
      await refreshAuthUser();
      toast({ title: 'Success', description: 'Successfully logged in!' });
      onSignedIn();
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Invalid verification code',
        variant: 'destructive',
      });
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => verifyOtp.mutate(values),
    (errors) =>
      errors.otpCode
        ? toast({ title: 'Invalid Code', description: INVALID_CODE_MESSAGE, variant: 'destructive' })
        : toast({ title: 'Error', description: errors.name?.message, variant: 'destructive' }),
  );

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <DevelopmentCode code={sent.developmentOtp} />
      <TextField
        label="Your Name (optional)"
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        {...form.register('name')}
      />
      <CodeField control={form.control} name="otpCode" autoFocus />
      <ResendCode resendAt={sent.resendAt} sending={resending} onResend={onResend} />
      <label className="flex min-h-[44px] cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand-800"
          {...form.register('rememberDevice')}
        />
        <span>
          Remember this device
          <span className="block text-xs text-slate-600">Stay signed in for {REMEMBER_DEVICE_DAYS} days</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={verifyOtp.isPending}>
          Back
        </Button>
        <Button type="submit" disabled={verifyOtp.isPending}>
          {verifyOtp.isPending ? 'Verifying...' : 'Verify & Sign In'}
        </Button>
      </div>
    </form>
  );
}
