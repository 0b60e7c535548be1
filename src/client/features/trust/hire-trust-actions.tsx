// Beside an accepted hire in the worker's list (issue 20): check in on arrival, and rate the employer once.
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck, Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { WorkerHire } from '../../../shared/schemas/hires.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useKeepForOffline } from '../../lib/keep-for-offline.js';

// Loaded when the worker opens it, or once the page has settled so that it opens offline too (issue 32): the dashboard is
// where a hire request's SMS leads (decision 0254).
const loadRateDialog = () => import('./rate-employer-dialog.js');
const RateEmployerDialog = lazy(() => loadRateDialog().then((m) => ({ default: m.RateEmployerDialog })));

export function HireTrustActions({ hire, employerName }: { hire: WorkerHire; employerName: string }) {
  const { t } = useLingui();
  const [rating, setRating] = useState(false);
  const rateable = (hire.status === 'accepted' || hire.status === 'completed') && !hire.employerRated;
  useKeepForOffline('rateEmployer', rateable);
  if (hire.status !== 'accepted' && hire.status !== 'completed') return null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {hire.status === 'accepted' ? (
        <a
          href={`/hires/${encodeURIComponent(hire.id)}/check-in`}
          className={buttonClass('outline', 'sm')}
          aria-label={t`Safety check-in for ${employerName}`}
        >
          <ShieldCheck size={14} aria-hidden="true" /> <Trans>Check in</Trans>
        </a>
      ) : null}
      {hire.employerRated ? (
        <span className="text-xs text-slate-600">
          <Trans>You rated this employer</Trans>
        </span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRating(true)}
          aria-label={t`Rate ${employerName}`}
        >
          <Star size={14} aria-hidden="true" /> <Trans>Rate employer</Trans>
        </Button>
      )}
      {rating ? (
        <Suspense fallback={null}>
          <RateEmployerDialog hireId={hire.id} employerName={employerName} onClose={() => setRating(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
