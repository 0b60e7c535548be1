// A job's applicants as the employer sees them (worker cards, Premium first) with Hire on each: the hire goes through
// the hire rules (phone check, free hires, subscription), so a refusal says which and where to go.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'wouter';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { Applicant } from '../../../shared/schemas/job-posts.js';
import { Avatar } from '../../components/ui/avatar.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { errorBody, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useApplicants, useHireApplicant } from './api.js';
import { HIRE_STATUS_LABELS } from './labels.js';

interface HireRefusal {
  requiresPhoneVerification?: boolean;
  requiresSubscription?: boolean;
}

function ApplicantCard({
  jobId,
  applicant,
  canHire,
}: {
  jobId: string;
  applicant: Applicant;
  canHire: boolean;
}) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const hire = useHireApplicant(jobId);
  const w = applicant.worker;
  const rating = Number(w.averageRating).toFixed(1);
  const holdsPlace = applicant.hire && ['requested', 'accepted', 'completed'].includes(applicant.hire.status);

  const onHire = () =>
    hire.mutate(applicant.id, {
      onSuccess: () =>
        toast({
          title: t`Hire request sent`,
          description: t`${w.fullName} will be told by SMS. You see the address they need once they accept.`,
        }),
      onError: (error) => {
        const body = errorBody<HireRefusal>(error);
        if (body?.requiresPhoneVerification) {
          navigate(`/phone-verification?returnTo=${encodeURIComponent('/jobs/mine')}`);
          return;
        }
        toast({
          title: t`Could not hire`,
          description: translate(serverMessage(error)) ?? t`Please try again.`,
          variant: 'destructive',
        });
        if (body?.requiresSubscription) navigate('/employer-subscription');
      },
    });

  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3" data-testid="applicant">
      <div className="flex items-start gap-3">
        <Avatar src={w.profilePhotoUrl} name={w.fullName} size={48} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-1 font-semibold">
            <Link href={`/worker/${w.id}`} className="text-brand-800 underline">
              {w.fullName}
            </Link>
            {w.isVerified ? (
              <BadgeCheck size={16} aria-label={t`ID verified`} className="text-brand-700" />
            ) : null}
            {w.hasPoliceClearance ? (
              <ShieldCheck size={16} aria-label={t`Police clearance`} className="text-amber-600" />
            ) : null}
          </p>
          <p className="text-sm text-slate-700">
            {w.suburb}, {w.city}
            {w.distanceKm !== null ? ` · ${t`${w.distanceKm} km away`}` : ''}
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star size={14} aria-hidden="true" />
            {w.totalReviews > 0 ? (
              <Plural
                value={w.totalReviews}
                one={`${rating} from # review`}
                other={`${rating} from # reviews`}
              />
            ) : (
              t`New: no reviews yet`
            )}
          </p>
          <p className="text-sm text-slate-600">{w.skills.map((s) => i18n._(categoryLabel(s))).join(', ')}</p>
        </div>
      </div>
      {applicant.message ? <p className="rounded bg-slate-50 p-2 text-sm">“{applicant.message}”</p> : null}
      {applicant.hire ? (
        <p className="text-sm font-medium text-slate-800" role="status">
          {i18n._(HIRE_STATUS_LABELS[applicant.hire.status])}
        </p>
      ) : null}
      {!w.isListed ? (
        <p className="text-sm text-slate-600">
          <Trans>This worker's listing is not live, so they cannot be hired now.</Trans>
        </p>
      ) : holdsPlace ? null : canHire ? (
        <Button onClick={onHire} disabled={hire.isPending} aria-label={t`Hire ${w.fullName}`}>
          <Trans>Hire</Trans>
        </Button>
      ) : null}
    </li>
  );
}

export function Applicants({ jobId, canHire }: { jobId: string; canHire: boolean }) {
  const { t } = useLingui();
  const { data, isLoading, error } = useApplicants(jobId, true);
  if (isLoading) return <Spinner />;
  if (error || !data) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Could not load the applicants. Please try again.</Trans>
      </p>
    );
  }
  if (data.applications.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No applications yet. Workers nearby with the skill hear of the job and can apply.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t`Applicants`}>
      {data.applications.map((a) => (
        <ApplicantCard key={a.id} jobId={jobId} applicant={a} canHire={canHire} />
      ))}
    </ul>
  );
}
