// The one-time-code field in its label frame, as plain state: the sign-in dialog's (no form library, decision
// 0254). code-entry.tsx binds the same field to a react-hook-form form for the other phone checks.
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { Field } from './field.js';
import { OtpCodeInput } from './phone-inputs.js';

export interface CodeInputFieldProps {
  name: string;
  value: string;
  onValueChange: (code: string) => void;
  onBlur?: () => void;
  label?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  autoFocus?: boolean | undefined;
}

export const CodeInputField = forwardRef<HTMLInputElement, CodeInputFieldProps>(function CodeInputField(
  { name, value, onValueChange, onBlur, label, error, required, autoFocus },
  ref,
) {
  const { t } = useLingui();
  return (
    <Field label={label ?? t`Verification Code`} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <OtpCodeInput
          ref={ref}
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          placeholder="000000"
          className="font-mono tracking-widest"
          value={value}
          onValueChange={onValueChange}
          onBlur={onBlur}
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
});
