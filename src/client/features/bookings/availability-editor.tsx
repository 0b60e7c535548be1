// The worker's availability (issue 33): her weekly hours per weekday and the dates she is away, saved with
// PUT /api/workers/me/availability. Households book only inside them; with no weekly hours set, any day is open.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Availability, WeeklySlot } from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { TextField } from '../../components/ui/form-fields.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { formatCalendarDate } from '../../lib/format-date.js';
import { useMyAvailability, useSaveAvailability } from './api.js';
import { WEEKDAYS } from './labels.js';

const NEW_SLOT = { start: '08:00', end: '16:00' };

function SlotRow({
  slot,
  dayName,
  onChange,
  onRemove,
}: {
  slot: WeeklySlot;
  dayName: string;
  onChange: (slot: WeeklySlot) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const { start, end } = slot;
  return (
    <li className="grid grid-cols-2 items-end gap-2">
      <div>
        <TextField
          label={t`From`}
          type="time"
          aria-label={t`${dayName} from`}
          value={slot.start}
          onChange={(e) => onChange({ ...slot, start: e.target.value })}
          required
        />
      </div>
      <div>
        <TextField
          label={t`Until`}
          type="time"
          aria-label={t`${dayName} until`}
          value={slot.end}
          onChange={(e) => onChange({ ...slot, end: e.target.value })}
          required
        />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="col-span-2 justify-self-start"
        onClick={onRemove}
        aria-label={t`Remove ${dayName} ${start} to ${end}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

function Editor({ saved }: { saved: Availability }) {
  const { t, i18n } = useLingui();
  const save = useSaveAvailability();
  const [weekly, setWeekly] = useState<WeeklySlot[]>(saved.weekly);
  const [blocked, setBlocked] = useState<string[]>(saved.blocked);
  const [newDate, setNewDate] = useState('');
  const [result, setResult] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult('');
    save.mutate(
      { weekly, blocked: [...blocked].sort() },
      { onSuccess: () => setResult(t`Your availability is saved.`) },
    );
  };
  const addDate = () => {
    if (!newDate || blocked.includes(newDate)) return;
    setBlocked([...blocked, newDate].sort());
    setNewDate('');
  };
  return (
    <form className="grid gap-4" onSubmit={submit} aria-labelledby="availability-title">
      {weekly.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>
            You have set no weekly hours, so households may ask for any day. Add the hours you can work.
          </Trans>
        </p>
      ) : null}
      {WEEKDAYS.map(({ day, label }) => {
        const dayName = i18n._(label);
        const slots = weekly.map((slot, index) => ({ slot, index })).filter(({ slot }) => slot.day === day);
        return (
          <fieldset key={day} className="grid gap-2 border-t border-slate-200 pt-2">
            <legend className="font-medium text-slate-900">{dayName}</legend>
            {slots.length === 0 ? <p className="text-sm text-slate-600">{t`Not available`}</p> : null}
            <ul className="grid gap-2">
              {slots.map(({ slot, index }) => (
                <SlotRow
                  key={index}
                  slot={slot}
                  dayName={dayName}
                  onChange={(next) => setWeekly(weekly.map((s, i) => (i === index ? next : s)))}
                  onRemove={() => setWeekly(weekly.filter((_, i) => i !== index))}
                />
              ))}
            </ul>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setWeekly([...weekly, { day, ...NEW_SLOT }])}
              >
                {t`Add hours on ${dayName}`}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <fieldset className="grid gap-2 border-t border-slate-200 pt-2">
        <legend className="font-medium text-slate-900">{t`Dates you are away`}</legend>
        {blocked.length === 0 ? <p className="text-sm text-slate-600">{t`No dates blocked.`}</p> : null}
        <ul className="grid gap-1">
          {blocked.map((date) => {
            const shown = formatCalendarDate(date);
            return (
              <li key={date} className="flex flex-wrap items-center gap-2 text-sm">
                <span>{shown}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setBlocked(blocked.filter((d) => d !== date))}
                  aria-label={t`Remove ${shown}`}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <div className="max-w-xs">
            <TextField
              label={t`Date away`}
              type="date"
              value={newDate}
              onChange={(e) => setNewDate(e.target.value)}
            />
          </div>
          <Button variant="outline" size="sm" onClick={addDate} disabled={!newDate}>
            <Trans>Add date</Trans>
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t`Saving...` : t`Save availability`}
        </Button>
      </div>
      <div
        role="status"
        aria-live="polite"
        className="text-sm text-green-800"
        data-testid="availability-result"
      >
        {result}
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(save.error) ?? t`Could not save your availability. Please try again.`}
        </p>
      ) : null}
    </form>
  );
}

export function AvailabilityEditor() {
  const { t } = useLingui();
  const saved = useMyAvailability();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="availability-title">
          <Trans>When I can work</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Households can book you only in these hours. Visits already booked stay.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isLoading ? <Spinner label={t`Loading your availability`} /> : null}
        {saved.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(saved.error) ?? t`Could not load your availability. Please try again.`}
          </p>
        ) : null}
        {saved.data ? <Editor saved={saved.data} /> : null}
      </CardContent>
    </Card>
  );
}
