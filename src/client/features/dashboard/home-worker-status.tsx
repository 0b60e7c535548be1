// The home page's worker card for a user with a profile: an active (listed) profile says so and links to the
// dashboard; one that is not listed (never paid, payment declined, trial ended) says so and offers the next step.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useOwnWorkerProfile } from '../worker-profile/index.js';
import { PayRegistrationButton } from './listing-status-card.js';

function DashboardLink({ variant }: { variant: 'default' | 'outline' }) {
  return (
    <Link href="/worker-dashboard" className={buttonClass(variant, 'default', 'w-full sm:w-auto')}>
      <Trans>Go to Dashboard</Trans>
    </Link>
  );
}

export function HomeWorkerStatus() {
  const { data: worker, isLoading } = useOwnWorkerProfile();
  const { t } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration);
  if (isLoading) return <Spinner label={t`Loading your profile`} />;
  const listing = worker?.listing;
  if (!listing || listing.status === 'paid' || listing.status === 'trial') {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-600">
          <Trans>You have an active worker profile</Trans>
        </p>
        <DashboardLink variant="default" />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-amber-800" data-testid="home-worker-not-listed">
        {listing.status === 'trial_ended'
          ? t`Your free trial has ended. Pay ${price} to stay listed.`
          : t`Your worker profile is not listed yet: pay ${price} or apply a promo code on your dashboard so employers can find you.`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <PayRegistrationButton className="w-full sm:w-auto" />
        <DashboardLink variant="outline" />
      </div>
    </div>
  );
}
