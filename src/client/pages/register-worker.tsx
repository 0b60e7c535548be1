// /register-worker: signed-out users get the Unauthorized notice and go to /login; workers are sent home.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PRICES_CENTS } from '../../shared/constants.js';
import { Spinner } from '../components/ui/spinner.js';
import { toast } from '../components/ui/use-toast.js';
import { useRequireAuth } from '../features/auth/index.js';
import { RegistrationWizard } from '../features/registration/index.js';
import { useFormatMoney } from '../lib/format-money.js';
import { navigate } from '../lib/navigation.js';

export default function RegisterWorkerPage() {
  const { user, isLoading } = useRequireAuth('/register-worker', { notice: true });
  // Checked once on entry: creating the profile here later must not trigger the 'Profile Exists' bounce.
  const { t } = useLingui();
  const checked = useRef(false);
  const hasProfileOnEntry = useRef(false);
  if (!checked.current && user) {
    checked.current = true;
    hasProfileOnEntry.current = user.hasWorkerProfile;
  }
  useEffect(() => {
    if (hasProfileOnEntry.current) {
      toast({ title: t`Profile Exists`, description: t`You already have a worker profile.` });
      navigate('/', { replace: true });
    }
  }, [t]);

  const price = useFormatMoney()(PRICES_CENTS.registration);
  if (isLoading || !user || hasProfileOnEntry.current) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Create Your Worker Profile</Trans>
      </h1>
      <p className="mb-6 mt-1 text-slate-600">
        <Trans>Get started for just {price} and connect with employers in your area</Trans>
      </p>
      <RegistrationWizard user={user} />
    </div>
  );
}
