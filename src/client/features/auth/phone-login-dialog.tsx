// The two-step phone-login dialog (spec: "Phone-login dialog", its states in section 4 and toasts in section 8):
// the phone step sends the code, the code step signs in. Each step is its own form.
import { useState } from 'react';
import { OTP_LENGTH } from '../../../shared/constants.js';
import { Dialog } from '../../components/ui/dialog.js';
import { navigate } from '../../lib/navigation.js';
import { LoginCodeStep } from './login-code-step.js';
import { type CodeSent, LoginPhoneStep } from './login-phone-step.js';

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
  const [sent, setSent] = useState<CodeSent | null>(null);

  const channelLabel = sent?.deliveryMethod === 'sms' ? 'SMS' : 'WhatsApp';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={sent ? 'Enter your verification code' : 'Sign in with your phone'}
      description={
        sent
          ? `We sent a ${OTP_LENGTH}-digit code to ${sent.phoneNumber} by ${channelLabel}.`
          : "Enter your South African phone number and we'll send you a verification code."
      }
    >
      {sent ? (
        <LoginCodeStep
          sent={sent}
          onBack={() => setSent(null)}
          onSignedIn={() => {
            // Closing unmounts the dialog (App.tsx), so the next sign-in starts from empty fields.
            onOpenChange(false);
            if (returnTo) navigate(returnTo);
          }}
        />
      ) : (
        <LoginPhoneStep
          phoneNumber={phoneNumber}
          onSent={(next) => {
            setPhoneNumber(next.phoneNumber);
            setSent(next);
          }}
        />
      )}
    </Dialog>
  );
}
