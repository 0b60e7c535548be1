// The two-step phone-login dialog (spec: "Phone-login dialog", its states in section 4 and toasts in section 8):
// the phone step sends the code, the code step signs in. Each step is its own form.
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { OTP_LENGTH } from '../../../shared/constants.js';
import { Dialog } from '../../components/ui/dialog.js';
import { loadAllTextsIfOneIsMissing } from '../../lib/catalogue-fallback.js';
import { navigate } from '../../lib/navigation.js';
import { LoginCodeStep } from './login-code-step.js';
import { type CodeSent, LoginPhoneStep, useSendLoginCode } from './login-phone-step.js';

// The dialog loads the core catalogue, not the whole app's (decision 0254).
loadAllTextsIfOneIsMissing();

export default function PhoneLoginDialog({
  open,
  returnTo,
  onOpenChange,
  languageSwitcher,
}: {
  open: boolean;
  returnTo?: string | undefined;
  onOpenChange: (open: boolean) => void;
  /** The app's language switcher: a visitor may choose the language at sign-in (issue 17). */
  languageSwitcher?: ReactNode;
}) {
  const { t } = useLingui();
  // The number stays when Back returns to the phone step; the code step's fields start afresh each time.
  const [phoneNumber, setPhoneNumber] = useState('');
  // The last code sent stays after Back: it is still valid, and the cooldown still runs on the server.
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const resend = useSendLoginCode(setSent);
  const codeStep = step === 'code' && sent !== null;

  const channel = sent?.deliveryMethod === 'sms' ? 'SMS' : 'WhatsApp';
  const digits = OTP_LENGTH;
  const phone = sent?.phoneNumber;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={codeStep ? t`Enter your verification code` : t`Sign in with your phone`}
      description={
        codeStep
          ? t`We sent a ${digits}-digit code to ${phone} by ${channel}.`
          : t`Enter your South African phone number and we'll send you a verification code.`
      }
    >
      {codeStep ? null : languageSwitcher}
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
