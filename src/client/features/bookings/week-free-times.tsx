// A week of the worker's free times as a list (issue 33: list first, no calendar widget), from
// GET /api/workers/:id/availability: each day's free hours to pick from, her busy times only as busy, her away
// days, and the previous and next week.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useWorkerAvailability } from './api.js';
import { addDays, weekdayLabel } from './labels.js';

export interface PickedTime {
  date: string;
  start: string;
}

export function WeekFreeTimes({
  workerId,
  name,
  picked,
  onPick,
}: {
  workerId: string;
  name: string;
  picked: PickedTime | null;
  onPick: (time: PickedTime) => void;
}) {
  const { t, i18n } = useLingui();
  const today = todayInSouthAfrica();
  const [from, setFrom] = useState(today);
  const week = useWorkerAvailability(workerId, from);
  const first = formatCalendarDate(from);
  const last = formatCalendarDate(addDays(from, 6));
  const days = week.data?.days ?? [];
  const anyFree = days.some((d) => !d.blocked && d.free.length > 0);
  return (
    <section aria-labelledby="free-times" className="grid gap-3">
      <h2 id="free-times" className="text-lg font-semibold">
        {t`When ${name} is free`}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={from <= today}
          onClick={() => setFrom(addDays(from, -7))}
        >
          <Trans>Previous week</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setFrom(addDays(from, 7))}>
          <Trans>Next week</Trans>
        </Button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t`${first} to ${last}`}
      </p>
      {week.isLoading ? <Spinner label={t`Loading free times`} /> : null}
      {week.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(week.error) ?? t`Could not load the free times. Please try again.`}
        </p>
      ) : null}
      {week.data && !week.data.weeklySet ? (
        <p className="text-sm text-slate-700">{t`${name} has not set weekly hours: any time not busy may be asked for.`}</p>
      ) : null}
      {week.data && !anyFree ? (
        <p className="text-sm text-slate-700">{t`No free times this week. Try the next week.`}</p>
      ) : null}
      <ul className="grid gap-2" data-testid="free-days">
        {days.map((day) => {
          const heading = `${i18n._(weekdayLabel(day.date))}, ${formatCalendarDate(day.date)}`;
          return (
            <li
              key={day.date}
              className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3"
              data-testid="free-day"
            >
              <h3 className="font-medium">{heading}</h3>
              {day.blocked ? <p className="text-sm text-slate-600">{t`Away`}</p> : null}
              {!day.blocked && day.free.length === 0 ? (
                <p className="text-sm text-slate-600">{t`Not free`}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {day.blocked
                  ? null
                  : day.free.map((range) => {
                      const chosen = picked?.date === day.date && picked.start === range.start;
                      const { start, end } = range;
                      return (
                        <Button
                          key={range.start}
                          size="sm"
                          variant={chosen ? 'default' : 'outline'}
                          aria-pressed={chosen}
                          aria-label={t`Free ${start} to ${end}, ${heading}`}
                          onClick={() => onPick({ date: day.date, start: range.start })}
                        >
                          {t`Free ${start} to ${end}`}
                        </Button>
                      );
                    })}
              </div>
              {day.busy.map((range) => {
                const { start, end } = range;
                return (
                  <p key={range.start} className="text-sm text-slate-600">
                    {t`Busy ${start} to ${end}`}
                  </p>
                );
              })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
