// A label, an input and its error in one: the shape every react-hook-form field takes. Spread `register('name')`
// into them; the ref reaches the input, so the form can focus the first invalid field.
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { Field, type FieldProps, Input, RequiredMark, Textarea } from './field.js';
import { PhoneInput } from './phone-inputs.js';

type Frame = Pick<FieldProps, 'label' | 'error' | 'hint' | 'required'>;
type InputProps = Frame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, required, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <Input ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} {...props} />
      )}
    </Field>
  );
});

export const PhoneField = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'type' | 'inputMode' | 'placeholder'>
>(function PhoneField({ label, error, hint, required, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <PhoneInput ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} {...props} />
      )}
    </Field>
  );
});

export const TextareaField = forwardRef<
  HTMLTextAreaElement,
  Frame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>
>(function TextareaField({ label, error, hint, required, ...props }, ref) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <Textarea ref={ref} id={id} aria-describedby={describedBy} aria-invalid={invalid} {...props} />
      )}
    </Field>
  );
});

/** A group of checkboxes or radios under a legend, with the group's error tied to it. */
export function ChoiceGroup({
  legend,
  required,
  error,
  className = 'grid gap-2',
  children,
}: {
  legend: ReactNode;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
