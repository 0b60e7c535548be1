// The worker dashboard: one section component per concern, so other features add theirs with one import.
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { LinkButton } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { navigate } from '../../lib/navigation.js';
import { PendingHires } from '../hires/index.js';
import { WorkerPapers } from '../household/index.js';
import { JobAlertsCard } from '../job-posts/index.js';
import { RequestReviewForm } from '../reviews/index.js';
import { BlockedPeopleCard } from '../trust/index.js';
import { useOwnWorkerProfile } from '../worker-profile/index.js';
import { LanguagesCard } from './languages-card.js';
import { ListingStatusCard } from './listing-status-card.js';
import { ProfilePhoneCard } from './profile-phone-card.js';
import { ProfileSummary } from './profile-summary.js';

function NoWorkerProfile() {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <UserPlus size={40} aria-hidden="true" className="text-brand-800" />
        <CardTitle>
          <Trans>No Worker Profile Found</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Create your worker profile to appear on the map and get hired.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <LinkButton
          href="/register-worker"
          onClick={(e) => {
            e.preventDefault();
            navigate('/register-worker');
          }}
        >
          <Trans>Create Worker Profile</Trans>
        </LinkButton>
      </CardContent>
    </Card>
  );
}

export function WorkerDashboard() {
  const { data: worker, isLoading, error } = useOwnWorkerProfile();
  const { t } = useLingui();
  if (isLoading) return <Spinner label={t`Loading your profile`} />;
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Could not load your profile. Please try again.</Trans>
      </p>
    );
  }
  if (!worker) return <NoWorkerProfile />;
  return (
    <div className="grid gap-6">
      <ProfileSummary worker={worker} />
      <PendingHires />
      <BlockedPeopleCard />
      <JobAlertsCard />
      <WorkerPapers />
      <ListingStatusCard worker={worker} />
      <ProfilePhoneCard worker={worker} />
      <LanguagesCard worker={worker} />
      <RequestReviewForm />
    </div>
  );
}
