// Every hire the employer has asked for, newest first: the worker, the place, the answer and how long it took.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AnalyticsHire } from '../../../shared/schemas/employer-analytics.js';
import { HIRE_STATUS_LABELS } from '../job-posts/index.js';
import { formatDay, formatWait } from './format.js';

function Hire({ hire }: { hire: AnalyticsHire }) {
  const { i18n } = useLingui();
  const { suburb, city } = hire;
  const asked = formatDay(hire.createdAt);
  const wait = hire.respondedAt
    ? formatWait((Date.parse(hire.respondedAt) - Date.parse(hire.createdAt)) / 60_000)
    : null;
  return (
    <li className="grid gap-0.5 border-b border-slate-100 py-2 text-sm" data-testid="history-hire">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link href={`/worker/${hire.workerId}`} className="font-medium text-brand-800 underline">
          {hire.workerName}
        </Link>
        <span className="text-slate-700">{i18n._(HIRE_STATUS_LABELS[hire.status])}</span>
      </span>
      <span className="text-slate-600">
        {wait ? (
          <Trans>
            {suburb}, {city} · asked on {asked} · answered after {wait}
          </Trans>
        ) : (
          <Trans>
            {suburb}, {city} · asked on {asked}
          </Trans>
        )}
      </span>
    </li>
  );
}

export function HiresList({ hires }: { hires: readonly AnalyticsHire[] }) {
  return (
    <section aria-labelledby="history-hires" className="grid gap-2">
      <h2 id="history-hires" className="text-xl font-semibold">
        <Trans>Every hire</Trans>
      </h2>
      {hires.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>
            No hires yet.{' '}
            <Link href="/find-workers" className="text-brand-800 underline">
              Find workers
            </Link>{' '}
            near you to make your first.
          </Trans>
        </p>
      ) : (
        <ul>
          {hires.map((h) => (
            <Hire key={h.id} hire={h} />
          ))}
        </ul>
      )}
    </section>
  );
}
