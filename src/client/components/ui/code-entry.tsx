// The one-time-code entry shared by every phone check (sign-in, employer phone, account deletion): the code field
// bound to a react-hook-form form, and the development code shown when the server hands one back.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
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
