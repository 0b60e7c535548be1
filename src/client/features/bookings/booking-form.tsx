// Booking a worker (issue 33): her week's free times to pick from, then the visit (day, start, hours, rate), how
// often, and the rest; the pay per visit is shown before the request is sent, and the server's refusals (overlap,
// outside her hours, below the minimum wage) are shown where they belong.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { minimumHourlyWageOn, todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import {
  BOOKING_REPEATS,
  type Booking,
  type BookingRepeat,
  createBookingSchema,
} from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { ChoiceGroup, TextareaField, TextField } from '../../components/ui/form-fields.js';
import { errorBody, serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useCreateBooking } from './api.js';
import { VisitPay } from './booking-pay.js';
import { REPEAT_LABELS } from './labels.js';
import { type PickedTime, WeekFreeTimes } from './week-free-times.js';

type Errors = Partial<Record<string, string>>;

/** Her own hourly rate when it is at least today's minimum, else the minimum rounded up to a whole rand. */
function suggestedRate(own: string | null): string {
  const minimum = Math.ceil(minimumHourlyWageOn(todayInSouthAfrica()).cents / 100);
  const mine = Number(own ?? 0);
  return String(Number.isFinite(mine) && mine >= minimum ? mine : minimum);
}

function Sent({ booking, name }: { booking: Booking; name: string }) {
  const { t } = useLingui();
  const count = booking.visits.length;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900"
    >
      <p className="font-semibold">{t`Booking request sent to ${name}.`}</p>
      <p>{t`Visits asked for: ${count}. ${name} answers by WhatsApp or SMS.`}</p>
      <Link href="/visits" className="text-brand-800 underline">
        <Trans>See your upcoming visits</Trans>
      </Link>
    </div>
  );
}

export function BookingForm({
  worker,
}: {
  worker: { id: string; fullName: string; hourlyRate: string | null };
}) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const create = useCreateBooking();
  const name = worker.fullName;
  const [v, setV] = useState({
    date: '',
    start: '',
    hours: '4',
    rate: suggestedRate(worker.hourlyRate),
    repeat: 'none' as BookingRepeat,
    until: '',
    transport: '',
    notes: '',
    address: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  // Refused for the phone check a hire needs (a booking is a hire): the way there, and back to this form.
  const [needsPhone, setNeedsPhone] = useState(false);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [key]: e.target.value });
  const pick = (time: PickedTime) => setV({ ...v, ...time });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(null);
    const body = {
      workerId: worker.id,
      date: v.date,
      start: v.start,
      hours: Number(v.hours),
      hourlyRate: Number(v.rate),
      repeat: v.repeat,
      ...(v.repeat !== 'none' && v.until ? { until: v.until } : {}),
      ...(v.transport ? { transportAllowance: Number(v.transport) } : {}),
      ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
      ...(v.address.trim() ? { address: v.address.trim() } : {}),
    };
    const parsed = createBookingSchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= translate(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onError: (error) => {
        const refusal = errorBody<{ message?: string; field?: string }>(error);
        const message = serverMessage(error) ?? t`Could not send the booking. Please try again.`;
        if (refusal?.field) setErrors({ [refusal.field]: message });
        else setGeneral(message);
        setNeedsPhone(error instanceof Error && error.message.startsWith('403'));
      },
    });
  };

  if (create.data) return <Sent booking={create.data} name={name} />;
  return (
    <div className="grid gap-6">
      <WeekFreeTimes workerId={worker.id} name={name} picked={v.date ? v : null} onPick={pick} />
      <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby="booking-title">
        <h2 id="booking-title" className="text-lg font-semibold">
          <Trans>The visit</Trans>
        </h2>
        <TextField
          label={t`Date`}
          type="date"
          required
          value={v.date}
          onChange={set('date')}
          error={errors.date}
        />
        <TextField
          label={t`Start time`}
          type="time"
          required
          value={v.start}
          onChange={set('start')}
          error={errors.start}
        />
        <TextField
          label={t`Hours`}
          type="number"
          inputMode="decimal"
          min={1}
          max={12}
          step={0.5}
          required
          value={v.hours}
          onChange={set('hours')}
          error={errors.hours}
        />
        <TextField
          label={t`Hourly rate (R)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          value={v.rate}
          onChange={set('rate')}
          error={errors.hourlyRate}
        />
        <ChoiceGroup legend={t`Repeat`} error={errors.repeat}>
          {BOOKING_REPEATS.map((repeat) => (
            <label
              key={repeat}
              className="flex min-h-[44px] items-center gap-3 rounded-md border border-slate-200 px-3 text-sm"
            >
              <input
                type="radio"
                name="repeat"
                className="h-5 w-5 accent-brand-800"
                checked={v.repeat === repeat}
                onChange={() => setV({ ...v, repeat })}
              />
              {i18n._(REPEAT_LABELS[repeat])}
            </label>
          ))}
        </ChoiceGroup>
        {v.repeat !== 'none' ? (
          <TextField
            label={t`Last date (optional)`}
            type="date"
            value={v.until}
            onChange={set('until')}
            error={errors.until}
            hint={t`Without one, visits are booked 8 weeks ahead and kept so.`}
          />
        ) : null}
        <TextField
          label={t`Transport allowance per visit (R, optional)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={v.transport}
          onChange={set('transport')}
          error={errors.transportAllowance}
        />
        <TextareaField
          label={t`Notes (optional)`}
          maxLength={500}
          value={v.notes}
          onChange={set('notes')}
          error={errors.notes}
        />
        <TextField
          label={t`Workplace address (optional)`}
          maxLength={200}
          value={v.address}
          onChange={set('address')}
          error={errors.address}
          hint={t`${name} sees it once they accept.`}
        />
        <VisitPay
          hours={v.hours}
          rate={v.rate}
          transport={v.transport}
          date={v.date || todayInSouthAfrica()}
        />
        {general ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 text-sm text-red-800"
            data-testid="booking-error"
          >
            {general}{' '}
            {needsPhone ? (
              <Link
                href={`/phone-verification?returnTo=${encodeURIComponent(`/worker/${worker.id}/book`)}`}
                className="underline"
              >
                <Trans>Verify your phone number</Trans>
              </Link>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t`Sending...` : t`Send booking request`}
        </Button>
      </form>
    </div>
  );
}
