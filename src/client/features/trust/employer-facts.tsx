// What a worker may know of an employer before she answers a hire request (issue 20): rating from workers, hires
// made, a verified phone and the general area, with a link to the employer's profile.
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, MapPin, Star } from 'lucide-react';
import type { WorkerHire } from '../../../shared/schemas/hires.js';

export function EmployerFacts({ employer }: { employer: WorkerHire['employer'] }) {
  const { t, i18n } = useLingui();
  const { rating, hiresMade, area } = employer;
  const average = i18n.number(Number(rating.averageRating), { maximumFractionDigits: 1 });
  const count = rating.totalReviews;
  return (
    <div className="mt-1 grid gap-1 text-sm text-slate-700" data-testid="employer-facts">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1">
          <Star size={14} aria-hidden="true" className="text-amber-600" />
          {count > 0 ? t`Rated ${average} by workers (${count})` : t`Not rated by workers yet`}
        </span>
        <span>{t`Hires made: ${hiresMade}`}</span>
        {employer.phoneVerified ? (
          <span className="inline-flex items-center gap-1">
            <BadgeCheck size={14} aria-hidden="true" className="text-brand-700" />
            <Trans>Phone verified</Trans>
          </span>
        ) : null}
        {area ? (
          <span className="inline-flex items-center gap-1">
            <MapPin size={14} aria-hidden="true" /> {area}
          </span>
        ) : null}
      </p>
      {employer.userId ? (
        <a href={`/employers/${encodeURIComponent(employer.userId)}`} className="text-brand-800 underline">
          <Trans>See this employer’s profile</Trans>
        </a>
      ) : null}
    </div>
  );
}
