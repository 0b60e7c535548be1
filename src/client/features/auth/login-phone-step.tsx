// The phone-login dialog's first step: the number and the channel (WhatsApp or SMS) the code goes by. Plain React
// state checked by the shared rule (sign-in-rules.ts), not react-hook-form and zod: a worker opening a hire request
// from an SMS signs in here, and those two libraries were a third of that journey's bytes (decision 0254).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { MessageCircle, Smartphone } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DEFAULT_DELIVERY_METHOD, type DeliveryMethod } from '../../../shared/constants.js';
import { toE164 } from '../../../shared/phone.js';
import type { SendOtpResponse } from '../../../shared/schemas/auth.js';
import { OTP_COOLDOWN_CODE, phoneProblem } from '../../../shared/sign-in-rules.js';
import { Button } from '../../components/ui/button.js';
import { PhoneField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, errorBody, serverMessage } from '../../lib/api.js';
import { i18n } from '../../lib/i18n.js';
import { sharedText } from './shared-text.js';

// The dialog unmounts when closed; the chosen delivery method is kept for the next time it opens (spec).
let rememberedDeliveryMethod: DeliveryMethod = DEFAULT_DELIVERY_METHOD;

/** The channels' names are the same in every language (docs/i18n/glossary.md). */
const DELIVERY_CHOICES: {
  id: DeliveryMethod;
  label: string;
  hint: MessageDescriptor;
  Icon: typeof Smartphone;
}[] = [
  { id: 'whatsapp', label: 'WhatsApp', hint: msg`Recommended - 95% adoption in SA`, Icon: MessageCircle },
  { id: 'sms', label: 'SMS', hint: msg`Text message to your phone`, Icon: Smartphone },
];

export interface CodeSent {
  phoneNumber: string;
  deliveryMethod: DeliveryMethod;
  developmentOtp: string | null;
  /** Date.now() time from which the server accepts another send to this number (its resend cooldown). */
  resendAt: number;
}

/** POST /api/auth/send-otp with the spec's toasts; the phone step's Send Code and the code step's Resend code. */
export function useSendLoginCode(onSent: (sent: CodeSent) => void) {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; deliveryMethod: DeliveryMethod }) =>
      apiJson<SendOtpResponse>('POST', '/api/auth/send-otp', body),
    onSuccess: (data, body) => {
      onSent({
        ...body,
        developmentOtp: data?.developmentOtp ?? null,
        resendAt: Date.now() + (data?.resendAfterSeconds ?? 0) * 1000,
      });
      toast({
        title: i18n._(msg`OTP Sent`),
        description: i18n._(msg`Check your phone for the verification code`),
      });
      const code = data?.developmentOtp;
      if (code) {
        toast({
          title: i18n._(msg`Development Mode`),
          description: i18n._(msg`Your verification code is ${code}`),
        });
      }
    },
    onError: (error, body) => {
      // A code went to this number moments ago (from another browser, or this one before a reload): it still works,
      // so the person goes on to enter it instead of waiting on the phone step (issue 32, item 12).
      const refused = errorBody<{ code?: string; retryAfter?: number }>(error);
      if (refused?.code === OTP_COOLDOWN_CODE) {
        onSent({ ...body, developmentOtp: null, resendAt: Date.now() + (refused.retryAfter ?? 0) * 1000 });
        const pendingPhone = body.phoneNumber;
        toast({ description: i18n._(msg`We already sent a code to ${pendingPhone}. It is still valid.`) });
        return;
      }
      toast({
        title: i18n._(msg`Error`),
        description: serverMessage(error) ?? i18n._(msg`Failed to send OTP`),
        variant: 'destructive',
      });
    },
  });
}

export function LoginPhoneStep({
  phoneNumber,
  pending,
  onSent,
  onResume,
}: {
  phoneNumber: string;
  /** The code sent before Back, still valid: sending to the same number again during the cooldown reuses it. */
  pending: CodeSent | null;
  onSent: (sent: CodeSent) => void;
  onResume: () => void;
}) {
  const { t } = useLingui();
  const legendId = useId();
  const [phone, setPhone] = useState(phoneNumber);
  const [deliveryMethod, setDeliveryMethod] = useState(rememberedDeliveryMethod);
  const phoneInput = useRef<HTMLInputElement>(null);
  const pendingPhone = pending?.phoneNumber;
  const sendOtp = useSendLoginCode(onSent);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneProblem(phone);
    if (problem) {
      phoneInput.current?.focus();
      toast({ title: t`Invalid Phone Number`, description: sharedText(problem), variant: 'destructive' });
      return;
    }
    const body = { phoneNumber: phone.trim(), deliveryMethod };
    // The server would refuse a second send during the cooldown and strand the person: the code they already
    // have still works, so go back to entering it (the code step shows the wait and then 'Resend code').
    const samePhone = pending && toE164(pending.phoneNumber) === toE164(body.phoneNumber);
    if (samePhone && Date.now() < pending.resendAt) onResume();
    else sendOtp.mutate(body);
  };

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {pending ? (
        <div className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p>
            <Trans>We already sent a code to {pendingPhone}. It is still valid.</Trans>
          </p>
          <Button variant="outline" onClick={onResume}>
            <Trans>Enter the code</Trans>
          </Button>
        </div>
      ) : null}
      <PhoneField
        label={t`Phone Number`}
        hint={t`For example 082 123 4567 or +27 82 123 4567`}
        autoComplete="tel"
        autoFocus
        ref={phoneInput}
        name="phoneNumber"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <fieldset className="grid gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          <Trans>Send the code by</Trans>
        </legend>
        {DELIVERY_CHOICES.map(({ id, label, hint, Icon }) => (
          <label
            key={id}
            className={`flex min-h-[44px] cursor-pointer items-center gap-3 rounded-md border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
              deliveryMethod === id ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
            }`}
          >
            <input
              type="radio"
              name="deliveryMethod"
              value={id}
              className="h-4 w-4 accent-brand-800"
              checked={deliveryMethod === id}
              onChange={() => {
                rememberedDeliveryMethod = id;
                setDeliveryMethod(id);
              }}
            />
            <Icon aria-hidden="true" size={18} className="text-brand-800" />
            <span className="grid">
              <span className="text-sm font-medium text-slate-900">{label}</span>
              <span className="text-xs text-slate-600">{t(hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={sendOtp.isPending}>
        {sendOtp.isPending ? <Trans>Sending...</Trans> : <Trans>Send Code</Trans>}
      </Button>
    </form>
  );
}
