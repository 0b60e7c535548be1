// One worker in the results grid: thumbnail, badges, up to 2 skills then '+N more', rate, distance and rating.
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, MapPin, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CARD_SKILLS_SHOWN } from '../../../shared/constants.js';
import { availabilityLabel } from '../../../shared/i18n/availability-labels.js';
import { categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { WorkerSearchItem } from '../../../shared/schemas/search.js';
import { DataSaverAvatar } from '../../components/ui/avatar.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { formatRate, NEW_WORKER_LABEL, ratingSummary } from '../../lib/format-rate.js';
import { spokenLanguagesText } from '../../lib/spoken-languages.js';
import { VoicePlayer } from '../voice-notes/index.js';

function TierBadges({
  worker,
}: {
  worker: Pick<WorkerSearchItem, 'tierLevel' | 'isVerified' | 'hasPoliceClearance'>;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {worker.tierLevel === 'premium' ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          <Trans>Premium</Trans>
        </span>
      ) : null}
      {worker.isVerified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900">
          <ShieldCheck size={12} aria-hidden="true" /> <Trans>Verified</Trans>
        </span>
      ) : null}
      {worker.hasPoliceClearance ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
          <Trans>Police Cleared</Trans>
        </span>
      ) : null}
    </span>
  );
}

/** `actions` is where the hiring feature puts its Hire button. */
export function WorkerCard({ worker, actions }: { worker: WorkerSearchItem; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const rated = ratingSummary(worker);
  const shown = worker.skills.slice(0, CARD_SKILLS_SHOWN);
  const more = worker.skills.length - shown.length;
  const { suburb, city, distanceKm: distance, fullName: name } = worker;
  return (
    <Card
      className="flex flex-col gap-3 p-4"
      data-testid="worker-card"
      data-rating={worker.averageRating}
      data-tier={worker.tierLevel}
      data-skills={worker.skills.join('|')}
      data-languages={worker.spokenLanguages.join('|')}
    >
      <div className="flex gap-3">
        {/* The search answers with the small WebP thumbnail (or the demo's SVG initials), not the full photo. */}
        <DataSaverAvatar
          src={worker.profilePhotoUrl}
          name={worker.fullName}
          size={64}
          className="h-16 w-16 text-xl"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold">{worker.fullName}</h3>
          <TierBadges worker={worker} />
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin size={14} aria-hidden="true" />
            <Trans>
              {suburb}, {city} · {distance} km away
            </Trans>
          </p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t`Skills`}>
        {shown.map((s) => (
          <li key={s} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
            {i18n._(categoryLabel(s))}
          </li>
        ))}
        {more > 0 ? <li className="px-1 py-0.5 text-xs text-slate-600">{t`+${more} more`}</li> : null}
      </ul>
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">{formatRate(worker)}</span>
        {rated ? (
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Star size={14} aria-hidden="true" className="fill-amber-400 text-amber-500" />
            {rated.rating}
            <span className="text-slate-500">({rated.reviews})</span>
            <span className="sr-only">{t`reviews`}</span>
          </span>
        ) : (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            {i18n._(NEW_WORKER_LABEL)}
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">{i18n._(availabilityLabel(worker.availability))}</p>
      {worker.spokenLanguages.length > 0 ? (
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <Languages size={14} aria-hidden="true" />
          <span className="sr-only">{t`Speaks:`}</span>
          {spokenLanguagesText(worker.spokenLanguages, i18n)}
        </p>
      ) : null}
      {worker.voiceIntro ? <VoicePlayer note={worker.voiceIntro} kind="intro" of={name} /> : null}
      <div className="mt-auto flex gap-2">
        <Link href={`/worker/${worker.id}`} className={buttonClass('outline', 'sm', 'flex-1')}>
          <Trans>
            View Profile<span className="sr-only">: {name}</span>
          </Trans>
        </Link>
        {actions}
      </div>
    </Card>
  );
}
