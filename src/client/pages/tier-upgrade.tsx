// /tier-upgrade: signed-out visitors go to /login, users without a worker profile to /register-worker (with the
// spec's toast); workers see the three tier cards for their current tier.
import { useEffect } from 'react';
import { TIER_INFO } from '../../shared/constants.js';
import { Spinner } from '../components/ui/spinner.js';
import { toast } from '../components/ui/use-toast.js';
import { useRequireAuth } from '../features/auth/index.js';
import { TierCards } from '../features/tiers/index.js';
import { useOwnWorkerProfile } from '../features/worker-profile/index.js';
import { navigate } from '../lib/navigation.js';

export default function TierUpgradePage() {
  const { user } = useRequireAuth('/tier-upgrade');
  const hasProfile = user?.hasWorkerProfile === true;
  const profile = useOwnWorkerProfile(hasProfile);
  const noProfile = (user !== null && !hasProfile) || (profile.isSuccess && profile.data === null);

  useEffect(() => {
    if (!noProfile) return;
    toast({ title: 'No Worker Profile', description: 'Please create a worker profile first.' });
    navigate('/register-worker', { replace: true });
  }, [noProfile]);

  if (!user || noProfile || profile.isLoading) return <Spinner />;
  if (profile.isError || !profile.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        Could not load your profile. Please try again.
      </p>
    );
  }
  const worker = profile.data as typeof profile.data & { tierExpiresAt?: string | null };
  const current = worker.tierLevel;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Upgrade Your Tier</h1>
        <p className="mt-1 text-slate-600">
          Stand out to employers with a verified identity. Paid tiers last one year and are non-refundable.
        </p>
        <p className="mt-2 text-sm" data-testid="current-tier">
          Your tier: <strong>{TIER_INFO[current].name}</strong>
          {current !== 'basic' && worker.tierExpiresAt
            ? ` (until ${new Date(worker.tierExpiresAt).toLocaleDateString('en-ZA', { dateStyle: 'long' })})`
            : null}
        </p>
      </div>
      <TierCards currentTier={current} />
    </div>
  );
}
