// The two-step phone-login dialog (spec: "Phone-login dialog", its states in section 4 and toasts in section 8).
import { useMutation } from '@tanstack/react-query';
import { MessageCircle, Smartphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  DEFAULT_DELIVERY_METHOD,
  type DeliveryMethod,
  OTP_LENGTH,
  REMEMBER_DEVICE_DAYS,
} from '../../../shared/constants.js';
import {
  INVALID_CODE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  otpCodeSchema,
  phoneNumberSchema,
  type SendOtpResponse,
  type VerifyOtpAnswer,
} from '../../../shared/schemas/auth.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Field, Input } from '../../components/ui/field.js';
import { OtpCodeInput, PhoneInput } from '../../components/ui/phone-inputs.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { refreshAuthUser } from './use-auth.js';

// The dialog unmounts when closed; the chosen delivery method is kept for the next time it opens (spec).
let rememberedDeliveryMethod: DeliveryMethod = DEFAULT_DELIVERY_METHOD;

const DELIVERY_CHOICES: { id: DeliveryMethod; label: string; hint: string; Icon: typeof Smartphone }[] = [
  { id: 'whatsapp', label: 'WhatsApp', hint: 'Recommended - 95% adoption in SA', Icon: MessageCircle },
  { id: 'sms', label: 'SMS', hint: 'Text message to your phone', Icon: Smartphone },
];

export default function PhoneLoginDialog({
  open,
  returnTo,
  onOpenChange,
}: {
  open: boolean;
  returnTo?: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [deliveryMethod, setDeliveryMethodState] = useState<DeliveryMethod>(rememberedDeliveryMethod);
  const [otpCode, setOtpCode] = useState('');
  const [name, setName] = useState('');
  const [rememberDevice, setRememberDevice] = useState(true);
  const [developmentOtp, setDevelopmentOtp] = useState<string | null>(null);
  const legendId = useId();

  const setDeliveryMethod = (method: DeliveryMethod) => {
    rememberedDeliveryMethod = method;
    setDeliveryMethodState(method);
  };

  const sendOtp = useMutation({
    mutationFn: () =>
      apiJson<SendOtpResponse>('POST', '/api/auth/send-otp', {
        phoneNumber: phoneNumber.trim(),
        deliveryMethod,
      }),
    onSuccess: (data) => {
      setStep('code');
      toast({ title: 'OTP Sent', description: 'Check your phone for the verification code' });
      if (data?.developmentOtp) {
        setDevelopmentOtp(data.developmentOtp);
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

  const verifyOtp = useMutation({
    mutationFn: () =>
      apiJson<VerifyOtpAnswer>('POST', '/api/auth/verify-otp', {
        phoneNumber: phoneNumber.trim(),
        otpCode,
        rememberDevice,
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    onSuccess: async () => {
      await refreshAuthUser();
      toast({ title: 'Success', description: 'Successfully logged in!' });
      // Closing unmounts the dialog (App.tsx), so the next sign-in starts from empty fields.
      onOpenChange(false);
      if (returnTo) navigate(returnTo);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Invalid verification code',
        variant: 'destructive',
      });
    },
  });

  function onSendSubmit(event: FormEvent) {
    event.preventDefault();
    if (!phoneNumberSchema.safeParse(phoneNumber).success) {
      toast({ title: 'Invalid Phone Number', description: INVALID_PHONE_MESSAGE, variant: 'destructive' });
      return;
    }
    sendOtp.mutate();
  }

  function onVerifySubmit(event: FormEvent) {
    event.preventDefault();
    if (!otpCodeSchema.safeParse(otpCode).success) {
      toast({ title: 'Invalid Code', description: INVALID_CODE_MESSAGE, variant: 'destructive' });
      return;
    }
    verifyOtp.mutate();
  }

  function onBack() {
    setStep('phone');
    setOtpCode('');
    setName('');
    setDevelopmentOtp(null);
    setRememberDevice(true);
  }

  const channelLabel = deliveryMethod === 'whatsapp' ? 'WhatsApp' : 'SMS';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={step === 'phone' ? 'Sign in with your phone' : 'Enter your verification code'}
      description={
        step === 'phone'
          ? "Enter your South African phone number and we'll send you a verification code."
          : `We sent a ${OTP_LENGTH}-digit code to ${phoneNumber.trim()} by ${channelLabel}.`
      }
    >
      {step === 'phone' ? (
        <form className="grid gap-4" onSubmit={onSendSubmit} noValidate>
          <Field label="Phone Number" hint="For example 082 123 4567 or +27 82 123 4567">
            {({ id, describedBy }) => (
              <PhoneInput
                id={id}
                aria-describedby={describedBy}
                autoComplete="tel"
                value={phoneNumber}
                onChange={(e) => setPhoneNumber(e.target.value)}
                autoFocus
              />
            )}
          </Field>
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
                  name="deliveryMethod"
                  value={id}
                  checked={deliveryMethod === id}
                  onChange={() => setDeliveryMethod(id)}
                  className="h-4 w-4 accent-brand-800"
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
      ) : (
        <form className="grid gap-4" onSubmit={onVerifySubmit} noValidate>
          {developmentOtp ? (
            <div
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900"
            >
              Development mode: your code is{' '}
              <strong data-testid="development-otp" className="font-mono text-base tracking-widest">
                {developmentOtp}
              </strong>
            </div>
          ) : null}
          <Field label="Your Name (optional)">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                autoComplete="given-name"
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field label="Verification Code">
            {({ id, describedBy }) => (
              <OtpCodeInput
                id={id}
                aria-describedby={describedBy}
                placeholder="000000"
                className="font-mono tracking-widest"
                value={otpCode}
                onValueChange={setOtpCode}
                autoFocus
              />
            )}
          </Field>
          <label className="flex min-h-[44px] cursor-pointer items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={rememberDevice}
              onChange={(e) => setRememberDevice(e.target.checked)}
              className="mt-0.5 h-4 w-4 accent-brand-800"
            />
            <span>
              Remember this device
              <span className="block text-xs text-slate-600">
                Stay signed in for {REMEMBER_DEVICE_DAYS} days
              </span>
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
      )}
    </Dialog>
  );
}
