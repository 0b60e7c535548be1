// The two inputs of every phone check: a South African phone number, and the one-time code sent to it.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { OTP_LENGTH } from '../../../shared/constants.js';
import { Input } from './field.js';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** The number's shape, the same in every language (digits and the country code are not translated). */
const PHONE_FORMAT = '+27 XX XXX XXXX';

/** A phone keypad on mobile and the SA number format as placeholder; autocomplete is the caller's choice. */
export const PhoneInput = forwardRef<
  HTMLInputElement,
  Omit<InputProps, 'type' | 'inputMode' | 'placeholder'>
>(function PhoneInput(props, ref) {
  return <Input ref={ref} type="tel" inputMode="tel" placeholder={PHONE_FORMAT} {...props} />;
});

export interface OtpCodeInputProps
  extends Omit<InputProps, 'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'> {
  value: string;
  /** Called with the digits only, cut to the code's length. */
  onValueChange: (code: string) => void;
}

/** Digits only, at most OTP_LENGTH of them, and the code from the SMS offered by the phone's keyboard. */
export const OtpCodeInput = forwardRef<HTMLInputElement, OtpCodeInputProps>(function OtpCodeInput(
  { value, onValueChange, ...props },
  ref,
) {
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(e) => {
        const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
        // A letter typed after the digits leaves the code as it was, so nothing re-renders to take it off the field
        // (Preact, unlike React, does not put a controlled field back by itself: decision 0390).
        if (e.currentTarget.value !== digits) e.currentTarget.value = digits;
        onValueChange(digits);
      }}
      {...props}
    />
  );
});
