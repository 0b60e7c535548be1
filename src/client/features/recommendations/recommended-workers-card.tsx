// The signed-in employer's home page: workers near their last search, Premium first (issue 18's "featured
// recommendations", decision 0212).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import { Avatar } from '../../components/ui/avatar.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useRecommendations } from './api.js';

function TierMark({ tier }: { tier: WorkerSearchItem['tierLevel'] }) {
  const { t } = useLingui();
  if (tier === 'basic') return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${
        tier === 'premium' ? 'bg-amber-100 text-amber-900' : 'bg-blue-100 text-blue-900'
      }`}
    >
      {tier === 'premium' ? t`Premium` : t`Verified`}
    </span>
  );
}

function Recommended({ worker }: { worker: WorkerSearchItem }) {
  const { i18n } = useLingui();
  const km = worker.distanceKm;
  return (
    <li data-testid="recommended-worker" data-tier={worker.tierLevel}>
      <Link
        href={`/worker/${worker.id}`}
        className="flex min-h-[44px] items-center gap-3 rounded-md p-1 hover:bg-slate-50"
      >
        <Avatar src={worker.profilePhotoUrl} name={worker.fullName} size={40} className="h-10 w-10" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-1">
            <span className="truncate font-medium">{worker.fullName}</span>
            <TierMark tier={worker.tierLevel} />
          </span>
          <span className="block truncate text-xs text-slate-600">
            {worker.skills
              .slice(0, 2)
              .map((s) => i18n._(categoryLabel(s)))
              .join(', ')}{' '}
            · {worker.suburb} · <Plural value={km} one="# km away" other="# km away" />
          </span>
        </span>
      </Link>
    </li>
  );
}

export function RecommendedWorkersCard() {
  const { t, i18n } = useLingui();
  const recommended = useRecommendations();
  const data = recommended.data;
  // The skill's name in the reader's language, not beside the word 'workers' ("Domestic Worker workers", issue 32).
  const skill = data?.near?.skill ? i18n._(categoryLabel(data.near.skill)) : null;
  return (
    <Card data-testid="recommended-workers">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles size={18} aria-hidden="true" /> {t`Recommended for you`}
        </CardTitle>
        <CardDescription>
          {skill ? (
            <Trans>Near your last search for {skill}: Premium first, then Verified.</Trans>
          ) : (
            <Trans>Workers near your last search: Premium first, then Verified.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <div className="grid grid-cols-1 gap-3 px-5 pb-5">
        {recommended.isLoading ? (
          <p className="text-sm text-slate-600">{t`Loading…`}</p>
        ) : recommended.isError ? (
          <p className="text-sm text-red-700">{t`Could not load your recommendations.`}</p>
        ) : !data?.near ? (
          <p className="text-sm text-slate-600">
            <Trans>Search for workers once, and we will recommend some near the place you searched.</Trans>
          </p>
        ) : data.workers.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No workers near your last search yet. Try a larger radius.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {data.workers.map((w) => (
              <Recommended key={w.id} worker={w} />
            ))}
          </ul>
        )}
        <Link href="/find-workers" className={buttonClass('outline', 'sm', 'justify-self-start')}>
          {data?.near ? t`Search again` : t`Find Workers`}
        </Link>
      </div>
    </Card>
  );
}
