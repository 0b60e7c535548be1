// The 3-step worker registration wizard (spec: "Worker registration"): profile info, location, payment or promo.
// One form runs through the steps (useRegistrationWizard); each step renders its own fields.
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import type { AuthUser } from '../auth/index.js';
import { LocationStep } from './location-step.js';
import { PaymentStep } from './payment-step.js';
import { ProfileStep, useProfileUploads } from './profile-step.js';
import { ProgressHeader } from './progress-header.js';
import { useRegistrationWizard } from './use-registration-wizard.js';

export function RegistrationWizard({ user }: { user: AuthUser }) {
  const { form, step, next, back, busy, promo, onSubmit } = useRegistrationWizard(user);
  const uploads = useProfileUploads();

  const submitLabel = busy
    ? 'Processing...'
    : promo.status.validCode !== null
      ? 'Complete Free Registration'
      : `Complete Registration - ${formatRand(PRICES_CENTS.registration)}`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <ProgressHeader step={step} />
      {step === 1 ? <ProfileStep form={form} uploads={uploads} /> : null}
      {step === 2 ? <LocationStep form={form} /> : null}
      {step === 3 ? <PaymentStep form={form} promo={promo} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button variant="outline" onClick={back} disabled={busy}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          // Distinct keys: reusing one DOM button would turn the clicked 'Next Step' into a submit mid-click.
          <Button key="next" onClick={() => void next()}>
            Next Step
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
