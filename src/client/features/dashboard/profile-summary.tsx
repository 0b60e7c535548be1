// The dashboard's profile summary: photo or initial, name, skills, tier, rating (x/5) and reviews, with links to
// the public profile, the tier upgrade, her week and her earnings.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowUpCircle, Eye, Star } from 'lucide-react';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import { Avatar } from '../../components/ui/avatar.js';
import { LinkButton } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { navigate } from '../../lib/navigation.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';
import type { OwnWorkerProfile } from '../worker-profile/index.js';

function go(path: string) {
  return (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
}

export function ProfileSummary({ worker }: { worker: OwnWorkerProfile }) {
  const { t, i18n } = useLingui();
  const rating = Number(worker.averageRating);
  const tier = TIER_TEXTS[worker.tierLevel] ? i18n._(TIER_TEXTS[worker.tierLevel].name) : worker.tierLevel;
  const score = rating.toFixed(1);
  const reviews = worker.totalReviews;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <Avatar
          src={worker.profilePhotoUrl ? (worker.thumbnailUrl ?? worker.profilePhotoUrl) : null}
          name={worker.fullName}
          size={80}
          eager
          tone="brand"
          className="h-20 w-20 border border-slate-200 text-2xl"
        />
        <div className="grid gap-1">
          <CardTitle className="text-xl">{worker.fullName}</CardTitle>
          <p className="text-sm text-slate-700">
            <Trans>
              Tier: <span className="font-semibold">{tier}</span>
            </Trans>
          </p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <Star size={16} aria-hidden="true" className="text-amber-500" />
            {rating > 0 ? t`${score}/5` : t`No rating yet`} ·{' '}
            <Plural value={reviews} one="# review" other="# reviews" />
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-2" aria-label={t`Skills`}>
          {worker.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
              {i18n._(categoryLabel(skill))}
            </li>
          ))}
        </ul>
        <div className="grid gap-2 sm:grid-cols-2">
          <LinkButton variant="outline" href={`/worker/${worker.id}`} onClick={go(`/worker/${worker.id}`)}>
            <Eye size={16} aria-hidden="true" />
            <Trans>View Public Profile</Trans>
          </LinkButton>
          <LinkButton variant="gold" href="/tier-upgrade" onClick={go('/tier-upgrade')}>
            <ArrowUpCircle size={16} aria-hidden="true" />
            <Trans>Upgrade Tier</Trans>
          </LinkButton>
          {/* Her booked visits and the hours she can work (issue 33): its own chunk, not the dashboard's. */}
          <LinkButton variant="outline" href="/my-week" onClick={go('/my-week')}>
            <Trans>My Week</Trans>
          </LinkButton>
          {/* What households paid her, her payouts and her bank account (issue 34): its own chunk too, no icon (the dashboard's bytes). */}
          <LinkButton variant="outline" href="/earnings" onClick={go('/earnings')}>
            <Trans>My Earnings</Trans>
          </LinkButton>
        </div>
      </CardContent>
    </Card>
  );
}
