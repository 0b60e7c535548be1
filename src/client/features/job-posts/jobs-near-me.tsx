// Jobs Near Me (issue 18): a list, light on data (no map, no photos): jobs near the worker's own listing, or near
// their current location or a place they type, within a radius, one skill or all; nearest first, more on request.
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CATEGORIES, DEFAULT_RADIUS_KM, SEARCH_RADII_KM } from '../../../shared/constants.js';
import { CATEGORY_LABELS, categoryLabel } from '../../../shared/i18n/category-labels.js';
import type { NearbyJob } from '../../../shared/schemas/job-posts.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { SavedCopyNotice } from '../../components/ui/saved-copy-notice.js';
import { Spinner } from '../../components/ui/spinner.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useOwnWorkerProfile } from '../worker-profile/index.js';
import { useNearbyJobs } from './api.js';
import { payText, SCHEDULE_LABELS } from './labels.js';
import { type PickedPlace, PlacePicker } from './place-picker.js';

function JobListItem({ job }: { job: NearbyJob }) {
  const { t, i18n } = useLingui();
  return (
    <li>
      <Card>
        <CardContent className="grid grid-cols-1 gap-1 pt-4">
          <Link
            href={`/jobs/${job.id}`}
            className="text-lg font-semibold break-words text-brand-800 underline"
          >
            {job.title}
          </Link>
          <p className="text-sm text-slate-700">
            {job.suburb}, {job.city} · {t`${job.distanceKm} km away`}
          </p>
          <p className="text-sm font-medium">
            {payText(i18n, job)} · {i18n._(SCHEDULE_LABELS[job.schedule])} ·{' '}
            {t`from ${formatCalendarDate(job.startDate)}`}
          </p>
          <p className="text-sm text-slate-600">
            {job.skills.map((s) => i18n._(categoryLabel(s))).join(', ')}
          </p>
          {job.requiresPoliceClearance ? (
            <p className="flex items-center gap-1 text-sm text-amber-800">
              <ShieldCheck size={14} aria-hidden="true" />
              <Trans>Premium job: police clearance needed</Trans>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

function Results({ at, radius, skill }: { at: { lat: number; lng: number }; radius: number; skill: string }) {
  const { t } = useLingui();
  const [pages, setPages] = useState(1);
  const query = { lat: at.lat, lng: at.lng, radius, skill: skill || undefined };
  return (
    <div className="grid grid-cols-1 gap-3">
      {Array.from({ length: pages }, (_, i) => (
        <ResultsPage
          key={i}
          query={{ ...query, page: i + 1 }}
          last={i === pages - 1}
          onMore={() => setPages(pages + 1)}
        />
      ))}
      <p className="sr-only" aria-live="polite">
        {t`Jobs within ${radius} km`}
      </p>
    </div>
  );
}

function ResultsPage({
  query,
  last,
  onMore,
}: {
  query: { lat: number; lng: number; radius: number; skill?: string | undefined; page: number };
  last: boolean;
  onMore: () => void;
}) {
  const { t } = useLingui();
  const { data, isLoading, error, savedAt } = useNearbyJobs(query);
  if (isLoading) return <Spinner />;
  if (error || !data) {
    return (
      <p role="alert" className="text-red-700">
        <Trans>Could not load the jobs. Please try again.</Trans>
      </p>
    );
  }
  if (query.page === 1 && data.jobs.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>
          No open jobs near here yet. Try a wider distance, or turn on job alerts on your dashboard.
        </Trans>
      </p>
    );
  }
  const more = last && query.page * data.limit < data.total;
  return (
    <>
      {query.page === 1 ? <SavedCopyNotice savedAt={savedAt} /> : null}
      <ul className="grid grid-cols-1 gap-3" aria-label={query.page === 1 ? t`Jobs near you` : undefined}>
        {data.jobs.map((job) => (
          <JobListItem key={job.id} job={job} />
        ))}
      </ul>
      {more ? (
        <Button variant="outline" onClick={onMore}>
          <Trans>Show more jobs</Trans>
        </Button>
      ) : null}
    </>
  );
}

export function JobsNearMe() {
  const { t, i18n } = useLingui();
  const own = useOwnWorkerProfile();
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const [radius, setRadius] = useState<number>(DEFAULT_RADIUS_KM);
  const [skill, setSkill] = useState('');
  const home =
    own.data?.latitude && own.data.longitude
      ? { lat: Number(own.data.latitude), lng: Number(own.data.longitude) }
      : null;
  const at = picked ?? home;
  if (own.isLoading) return <Spinner />;
  return (
    // One column that may shrink (minmax(0, 1fr)): a select is as wide as its longest option, which in isiXhosa
    // or Sepedi would widen the whole page past a 360 px screen.
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardContent className="grid grid-cols-1 gap-3 pt-4">
          <p className="text-sm text-slate-700">
            {picked
              ? t`Near ${picked.label}`
              : home
                ? t`Near your listing in ${own.data?.suburb ?? ''}`
                : t`Choose where to look for jobs.`}
          </p>
          <PlacePicker legend={t`Look somewhere else`} onPick={setPicked} />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <label className="grid min-w-0 gap-1.5 text-sm font-medium">
              <Trans>Distance</Trans>
              <select
                className="min-h-[44px] w-full min-w-0 rounded-md border border-slate-300 bg-white px-3"
                value={radius}
                onChange={(e) => setRadius(Number(e.target.value))}
              >
                {SEARCH_RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {t`Within ${km} km`}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid min-w-0 gap-1.5 text-sm font-medium">
              <Trans>Skill</Trans>
              <select
                className="min-h-[44px] w-full min-w-0 rounded-md border border-slate-300 bg-white px-3"
                value={skill}
                onChange={(e) => setSkill(e.target.value)}
              >
                <option value="">{t`All skills`}</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {i18n._(CATEGORY_LABELS[c])}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </CardContent>
      </Card>
      {at ? (
        <Results key={`${at.lat},${at.lng},${radius},${skill}`} at={at} radius={radius} skill={skill} />
      ) : null}
    </div>
  );
}
