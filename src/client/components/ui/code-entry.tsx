// The one-time-code entry of the phone checks that use react-hook-form (employer phone, profile phone, account
// deletion): the code field bound to the form. The sign-in dialog uses CodeInputField and code-hints.tsx directly.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeInputField } from './code-input-field.js';

export { DevelopmentCode, ResendCode } from './code-hints.js';

export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
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
        <CodeInputField
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={error}
          required={required}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
