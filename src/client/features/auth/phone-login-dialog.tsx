// The two-step phone-login dialog (spec: "Phone-login dialog", its states in section 4 and toasts in section 8):
// the phone step sends the code, the code step signs in. Each step is its own form.
import { useState } from 'react';
import { OTP_LENGTH } from '../../../shared/constants.js';
import { Dialog } from '../../components/ui/dialog.js';
import { navigate } from '../../lib/navigation.js';
import { LoginCodeStep } from './login-code-step.js';
import { type CodeSent, LoginPhoneStep, useSendLoginCode } from './login-phone-step.js';

export default function PhoneLoginDialog({
  open,
  returnTo,
  onOpenChange,
}: {
  open: boolean;
  returnTo?: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  // The number stays when Back returns to the phone step; the code step's fields start afresh each time.
  const [phoneNumber, setPhoneNumber] = useState('');
  // The last code sent stays after Back: it is still valid, and the cooldown still runs on the server.
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const resend = useSendLoginCode(setSent);
  const codeStep = step === 'code' && sent !== null;

  const channelLabel = sent?.deliveryMethod === 'sms' ? 'SMS' : 'WhatsApp';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={codeStep ? 'Enter your verification code' : 'Sign in with your phone'}
      description={
        codeStep
          ? `We sent a ${OTP_LENGTH}-digit code to ${sent.phoneNumber} by ${channelLabel}.`
          : "Enter your South African phone number and we'll send you a verification code."
      }
    >
      {codeStep ? (
        <LoginCodeStep
          sent={sent}
          resending={resend.isPending}
          onResend={() =>
            resend.mutate({ phoneNumber: sent.phoneNumber, deliveryMethod: sent.deliveryMethod })
          }
          onBack={() => setStep('phone')}
          onSignedIn={() => {
            // Closing unmounts the dialog (App.tsx), so the next sign-in starts from empty fields.
            onOpenChange(false);
            if (returnTo) navigate(returnTo);
          }}
        />
      ) : (
        <LoginPhoneStep
          phoneNumber={phoneNumber}
          pending={sent}
          onResume={() => setStep('code')}
          onSent={(next) => {
            setPhoneNumber(next.phoneNumber);
            setSent(next);
            setStep('code');
          }}
        />
      )}
    </Dialog>
  );
}
