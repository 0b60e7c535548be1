// The one-time-code entry shared by every phone check (sign-in, employer phone, account deletion): the code field
// bound to a react-hook-form form, and the development code shown when the server hands one back.
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from './button.js';
import { Field } from './field.js';
import { OtpCodeInput } from './phone-inputs.js';

export function CodeField<T extends FieldValues>({
  control,
  name,
  label = 'Verification Code',
  error,
  required,
  autoFocus,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  error?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={error} required={required}>
          {({ id, describedBy, invalid }) => (
            <OtpCodeInput
              ref={field.ref}
              id={id}
              name={field.name}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder="000000"
              className="font-mono tracking-widest"
              value={field.value ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              autoFocus={autoFocus}
            />
          )}
        </Field>
      )}
    />
  );
}

/** Outside production the server returns the code it sent, so a tester can sign in without a phone. */
export function DevelopmentCode({ code }: { code: string | null | undefined }) {
  if (!code) return null;
  return (
    <div
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
    >
      Development mode: your code is{' '}
      <strong data-testid="development-otp" className="font-mono text-base tracking-widest">
        {code}
      </strong>
    </div>
  );
}

/** Seconds left until `until` (a Date.now() time), ticking once a second; 0 once it has passed. */
export function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * Under a code entry: while the resend cooldown runs, how long until a new code may be asked for; then 'Resend
 * code'. The code already sent stays valid meanwhile.
 */
export function ResendCode({
  resendAt,
  sending,
  onResend,
}: {
  /** Date.now() time from which the server accepts another send to this number. */
  resendAt: number;
  sending: boolean;
  onResend: () => void;
}) {
  const seconds = useSecondsUntil(resendAt);
  if (seconds > 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="resend-wait">
        Didn't get it? You can ask for a new code in {seconds} s.
      </p>
    );
  }
  return (
    <Button variant="ghost" onClick={onResend} disabled={sending}>
      {sending ? 'Sending...' : 'Resend code'}
    </Button>
  );
}
