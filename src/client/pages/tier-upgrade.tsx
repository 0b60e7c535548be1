// /tier-upgrade: signed-out visitors go to /login, users without a worker profile to /register-worker (with the
// spec's toast); workers see the three tier cards for their current tier.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PAYMENT_MESSAGES } from '../../shared/schemas/payments.js';
import { Spinner } from '../components/ui/spinner.js';
import { toast } from '../components/ui/use-toast.js';
import { useRequireAuth } from '../features/auth/index.js';
import { TierCards } from '../features/tiers/index.js';
import { useOwnWorkerProfile } from '../features/worker-profile/index.js';
import { formatDate } from '../lib/format-date.js';
import { navigate } from '../lib/navigation.js';
import { TIER_TEXTS } from '../lib/product-texts.js';
import { useSharedMessage } from '../lib/shared-message.js';

export default function TierUpgradePage() {
  const { user } = useRequireAuth('/tier-upgrade');
  const hasProfile = user?.hasWorkerProfile === true;
  const profile = useOwnWorkerProfile(hasProfile);
  const noProfile = (user !== null && !hasProfile) || (profile.isSuccess && profile.data === null);
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();

  useEffect(() => {
    if (!noProfile) return;
    toast({ title: t`No Worker Profile`, description: translate(PAYMENT_MESSAGES.noWorkerProfile) });
    navigate('/register-worker', { replace: true });
  }, [noProfile, t, translate]);

  if (!user || noProfile || profile.isLoading) return <Spinner />;
  if (profile.isError || !profile.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        <Trans>Could not load your profile. Please try again.</Trans>
      </p>
    );
  }
  const worker = profile.data as typeof profile.data & { tierExpiresAt?: string | null };
  const current = worker.tierLevel;
  const tier = i18n._(TIER_TEXTS[current].name);
  const until = worker.tierExpiresAt ? formatDate(worker.tierExpiresAt) : null;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Upgrade Your Tier</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>
            Stand out to employers with a verified identity. Paid tiers last one year and are non-refundable.
          </Trans>
        </p>
        <p className="mt-2 text-sm" data-testid="current-tier">
          <Trans>
            Your tier: <strong>{tier}</strong>
          </Trans>
          {current !== 'basic' && until ? ` ${t`(until ${until})`}` : null}
        </p>
      </div>
      <TierCards currentTier={current} />
    </div>
  );
}
