// What a hire request asks the worker to do (issue 33), on her request card (pending-hires.tsx loads it when the
// request names a visit or a job).
import { useLingui } from '@lingui/react/macro';
import { formatRand } from '../../../shared/constants.js';
import type { WorkerHire } from '../../../shared/schemas/hires.js';
import { formatCalendarDate } from '../../lib/format-date.js';

/**
 * What the request asks her to do (issue 33), the same facts as its WhatsApp or SMS: a booking's first visit (date,
 * times, hours, the hourly rate and the visit's pay, whether it repeats), or the job it came from. A hire from Find
 * Workers names neither, and shows nothing here.
 */
export function RequestedWork({ hire }: { hire: WorkerHire }) {
  const { t, i18n } = useLingui();
  const hoursOf = (n: number) => i18n.number(n, { maximumFractionDigits: 2 });
  if (hire.visit) {
    const { visit } = hire;
    const date = formatCalendarDate(visit.date);
    const { start, end } = visit;
    const hours = hoursOf(visit.hours);
    const rate = formatRand(visit.hourlyRateCents);
    const pay = formatRand(visit.payCents);
    const once = visit.repeat === 'none';
    const repeat = once ? t`Once` : visit.repeat === 'weekly' ? t`Every week` : t`Every two weeks`;
    const until = visit.until ? formatCalendarDate(visit.until) : null;
    return (
      <div className="mt-1 grid gap-0.5 text-sm text-slate-800" data-testid="requested-work">
        <p className="font-medium">{t`${date}, ${start} to ${end}`}</p>
        <p>{t`${hours} hours at ${rate} an hour: ${pay} a visit`}</p>
        <p>{until && !once ? t`${repeat} until ${until}` : repeat}</p>
      </div>
    );
  }
  if (hire.job) {
    const { job } = hire;
    const { title, area } = job;
    const date = formatCalendarDate(job.startDate);
    const hours = hoursOf(job.hoursPerDay);
    const pay = formatRand(job.payRateCents);
    return (
      <div className="mt-1 grid gap-0.5 text-sm text-slate-800" data-testid="requested-work">
        <p className="font-medium">{t`Job: ${title} (${area})`}</p>
        <p>{t`From ${date}, ${hours} hours a day`}</p>
        <p>{job.payType === 'hourly' ? t`${pay} an hour` : t`${pay} a day`}</p>
      </div>
    );
  }
  return null;
}
