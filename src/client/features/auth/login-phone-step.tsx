// The phone-login dialog's first step: the number and the channel (WhatsApp or SMS) the code goes by.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MessageCircle, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { DEFAULT_DELIVERY_METHOD, type DeliveryMethod } from '../../../shared/constants.js';
import { toE164 } from '../../../shared/phone.js';
import { INVALID_PHONE_MESSAGE, type SendOtpResponse, sendOtpSchema } from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { PhoneField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';

// The dialog unmounts when closed; the chosen delivery method is kept for the next time it opens (spec).
let rememberedDeliveryMethod: DeliveryMethod = DEFAULT_DELIVERY_METHOD;

const DELIVERY_CHOICES: { id: DeliveryMethod; label: string; hint: string; Icon: typeof Smartphone }[] = [
  { id: 'whatsapp', label: 'WhatsApp', hint: 'Recommended - 95% adoption in SA', Icon: MessageCircle },
  { id: 'sms', label: 'SMS', hint: 'Text message to your phone', Icon: Smartphone },
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
    mutationFn: (body: z.output<typeof sendOtpSchema>) =>
      apiJson<SendOtpResponse>('POST', '/api/auth/send-otp', body),
    onSuccess: (data, body) => {
      onSent({
        ...body,
        developmentOtp: data?.developmentOtp ?? null,
        resendAt: Date.now() + (data?.resendAfterSeconds ?? 0) * 1000,
      });
      toast({ title: 'OTP Sent', description: 'Check your phone for the verification code' });
      if (data?.developmentOtp) {
        toast({ title: 'Development Mode', description: `Your verification code is ${data.developmentOtp}` });
      }
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to send OTP',
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
  const legendId = useId();
  const form = useForm<z.input<typeof sendOtpSchema>, unknown, z.output<typeof sendOtpSchema>>({
    resolver: zodResolver(sendOtpSchema),
    defaultValues: { phoneNumber, deliveryMethod: rememberedDeliveryMethod },
  });
  const deliveryMethod = useWatch({ control: form.control, name: 'deliveryMethod' });
  const sendOtp = useSendLoginCode(onSent);

  const onSubmit = form.handleSubmit(
    (body) => {
      // The server would refuse a second send during the cooldown and strand the person: the code they already
      // have still works, so go back to entering it (the code step shows the wait and then 'Resend code').
      const samePhone = pending && toE164(pending.phoneNumber) === toE164(body.phoneNumber);
      if (samePhone && Date.now() < pending.resendAt) onResume();
      else sendOtp.mutate(body);
    },
    () =>
      toast({ title: 'Invalid Phone Number', description: INVALID_PHONE_MESSAGE, variant: 'destructive' }),
  );

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      {pending ? (
        <div className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p>We already sent a code to {pending.phoneNumber}. It is still valid.</p>
          <Button variant="outline" onClick={onResume}>
            Enter the code
          </Button>
        </div>
      ) : null}
      <PhoneField
        label="Phone Number"
        hint="For example 082 123 4567 or +27 82 123 4567"
        autoComplete="tel"
        autoFocus
        {...form.register('phoneNumber')}
      />
      <fieldset className="grid gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          Send the code by
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
              value={id}
              className="h-4 w-4 accent-brand-800"
              {...form.register('deliveryMethod', {
                onChange: () => {
                  rememberedDeliveryMethod = id;
                },
              })}
            />
            <Icon aria-hidden="true" size={18} className="text-brand-800" />
            <span className="grid">
              <span className="text-sm font-medium text-slate-900">{label}</span>
              <span className="text-xs text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={sendOtp.isPending}>
        {sendOtp.isPending ? 'Sending...' : 'Send Code'}
      </Button>
    </form>
  );
}
