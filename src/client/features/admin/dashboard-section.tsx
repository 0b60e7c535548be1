// The console's dashboard (issue 20): the totals, twelve weeks of sign-ups, live listings, hires and revenue as
// column charts, and how long identity documents have waited for verification (the charts of decision 0213).
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatRand } from '../../../shared/constants.js';
import type { Dashboard } from '../../../shared/schemas/admin-overview.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { BarList, ColumnChart } from '../../components/ui/charts.js';
import { Spinner } from '../../components/ui/spinner.js';
import { useDashboard } from './api.js';
import { weekLabels } from './format.js';
import { LoadError } from './parts.js';

const BAR_COLOUR = 'bg-brand-700';

function Figure({ label, value, href }: { label: string; value: number | string; href?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold">
        {href ? (
          <Link href={href} className="text-brand-800 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

type Week = Dashboard['weeks'][number];

function WeeklyCharts({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useLingui();
  const categories = weeks.map((w) => weekLabels(w.weekStart));
  const column = (name: string, pick: (w: Week) => number) => [
    { name, values: weeks.map(pick), colour: BAR_COLOUR },
  ];
  const sum = (pick: (w: Week) => number) => weeks.reduce((n, w) => n + pick(w), 0);
  const signUps = sum((w) => w.signUps);
  const hires = sum((w) => w.hires);
  const revenue = formatRand(sum((w) => w.revenueCents));
  const liveNow = weeks.at(-1)?.liveListings ?? 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ColumnChart
        title={t`Sign-ups per week`}
        summary={t`${signUps} in the last twelve weeks.`}
        categories={categories}
        series={column(t`Sign-ups`, (w) => w.signUps)}
      />
      <ColumnChart
        title={t`Live listings at the end of each week`}
        summary={t`${liveNow} live now.`}
        categories={categories}
        series={column(t`Live listings`, (w) => w.liveListings)}
      />
      <ColumnChart
        title={t`Hire requests per week`}
        summary={t`${hires} in the last twelve weeks.`}
        categories={categories}
        series={column(t`Hires`, (w) => w.hires)}
      />
      <ColumnChart
        title={t`Revenue per week`}
        summary={t`${revenue} in the last twelve weeks, refunds taken off.`}
        categories={categories}
        series={column(t`Revenue`, (w) => w.revenueCents)}
        format={(cents) => formatRand(cents)}
      />
    </div>
  );
}

function QueueAge({ queue }: { queue: Dashboard['verificationQueue'] }) {
  const { t } = useLingui();
  const oldestDays = queue.oldestHours === null ? null : Math.floor(queue.oldestHours / 24);
  return (
    <BarList
      title={t`Documents waiting for verification, by age`}
      summary={
        oldestDays === null ? (
          t`No documents are waiting.`
        ) : (
          <Plural
            value={oldestDays}
            one="The oldest document has waited # day."
            other="The oldest document has waited # days."
          />
        )
      }
      categories={[t`Under a day`, t`1-3 days`, t`3-7 days`, t`Over a week`]}
      series={[{ name: t`Documents`, values: queue.byAge, colour: BAR_COLOUR }]}
    />
  );
}

export function DashboardSection() {
  const { t } = useLingui();
  const dashboard = useDashboard();
  if (dashboard.isLoading) return <Spinner label={t`Loading the dashboard`} />;
  if (!dashboard.data) return <LoadError error={dashboard.error} />;
  const { totals, weeks, verificationQueue: queue } = dashboard.data;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t`Users`} value={totals.users} href="/admin/users" />
        <Figure label={t`Live listings`} value={totals.liveListings} />
        <Figure label={t`Open reports`} value={totals.openReports} href="/admin/reports" />
        <Figure label={t`Waiting for verification`} value={queue.pending} href="/admin/verifications" />
        <Figure label={t`Suspended users`} value={totals.suspendedUsers} />
        <Figure label={t`Hidden reviews`} value={totals.hiddenReviews} href="/admin/reviews" />
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>{t`The last twelve weeks`}</CardTitle>
        </CardHeader>
        <CardContent>
          <WeeklyCharts weeks={weeks} />
        </CardContent>
      </Card>
      <QueueAge queue={queue} />
    </div>
  );
}
