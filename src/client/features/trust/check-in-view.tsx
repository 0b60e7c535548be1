// The safety check-in page (issue 20): emergency numbers and the Namola app first; then check in with the time she
// expects to finish and her trusted contact, or check out. Offline (issue 32) a check-in or check-out waits on the
// phone and is sent when the connection returns, and the page tells her she can reply IN or OUT to our messages.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquare, Phone, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CheckInForm,
  checkInFormSchema,
  EMERGENCY_NUMBERS,
  NAMOLA_URL,
} from '../../../shared/schemas/trust.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.js';
import { PhoneField, TextField } from '../../components/ui/form-fields.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { isConnectionError, serverMessage } from '../../lib/api.js';
import { NO_CONNECTION } from '../../lib/connection-texts.js';
import { formatTime } from '../../lib/format-date.js';
import { isQueued, type OutboxItem, useIsOnline, useOutbox } from '../../lib/offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useCheckIn, useCheckInMove, useTrustedContact } from './api.js';

/** "17:30" (checked by checkInFormSchema) as the next such time from now (today, or tomorrow when it has passed). */
function nextTime(hhmm: string, now = new Date()): Date {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const at = new Date(now);
  at.setHours(hours, minutes, 0, 0);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return at;
}

function EmergencyNumbers() {
  const { police, mobile } = EMERGENCY_NUMBERS;
  return (
    <section
      aria-labelledby="emergency-heading"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm"
    >
      <h2 id="emergency-heading" className="font-semibold text-red-900">
        <Trans>In danger? Call for help now</Trans>
      </h2>
      <ul className="mt-1 grid gap-1">
        <li>
          <a href={`tel:${police}`} className="inline-flex items-center gap-1 underline">
            <Phone size={14} aria-hidden="true" /> <Trans>Police: {police}</Trans>
          </a>
        </li>
        <li>
          <a href={`tel:${mobile}`} className="inline-flex items-center gap-1 underline">
            <Phone size={14} aria-hidden="true" /> <Trans>Emergency from any cellphone: {mobile}</Trans>
          </a>
        </li>
        <li>
          <a href={NAMOLA_URL} target="_blank" rel="noreferrer" className="underline">
            <Trans>Get the free Namola safety app</Trans>
          </a>
        </li>
      </ul>
    </section>
  );
}

/** Without a connection: the same check-in by a reply to any of our WhatsApp or SMS messages (decision 0305). */
function ReplyInOut() {
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="reply-in-out"
    >
      <MessageSquare size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>
        <Trans>
          No connection? Reply IN to any WhatsApp or SMS from Work Local when you arrive, and OUT when you
          leave. We check you in and out just as this page does.
        </Trans>
      </span>
    </p>
  );
}

/** The check-in or check-out of this hire made offline and still waiting to be sent, the latest first. */
function waitingMove(outbox: OutboxItem[], hireId: string): 'check-in' | 'check-out' | null {
  const prefix = `/api/hires/${encodeURIComponent(hireId)}/`;
  const waiting = outbox.filter(
    (i) => i.state === 'waiting' && (i.path === `${prefix}check-in` || i.path === `${prefix}check-out`),
  );
  const last = waiting.sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : 1)).at(-1);
  if (!last) return null;
  return last.path.endsWith('check-out') ? 'check-out' : 'check-in';
}

export function CheckInView({ hireId }: { hireId: string }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const formId = useId();
  const state = useCheckIn(hireId);
  const contact = useTrustedContact();
  const move = useCheckInMove(hireId);
  const form = useForm<CheckInForm>({
    resolver: zodResolver(checkInFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { endTime: '', trustedContactPhone: '' },
  });
  const { reset } = form;
  /** The end typed for a check-in that waits to be sent. */
  const [waitingEnd, setWaitingEnd] = useState<string | null>(null);
  const online = useIsOnline();
  const waiting = waitingMove(useOutbox(), hireId);
  const saved = contact.data?.trustedContactPhone ?? '';
  // The saved contact fills the field once known; a number she has already typed stays.
  useEffect(() => {
    reset({ endTime: '', trustedContactPhone: saved }, { keepDirtyValues: true });
  }, [saved, reset]);
  const onError = (err: unknown) =>
    toast(
      isConnectionError(err)
        ? { title: i18n._(NO_CONNECTION.title), description: i18n._(NO_CONNECTION.description) }
        : {
            title: t`Something went wrong`,
            description: translate(serverMessage(err)) ?? t`Please try again.`,
            variant: 'destructive',
          },
    );
  if (state.isLoading) return <Spinner />;
  const current = state.data?.checkIn && !state.data.checkIn.checkedOutAt ? state.data.checkIn : null;
  // A check-in waiting on the phone shows as made (with its end as typed), so she can check out after it.
  const open = waiting === 'check-out' ? null : current;
  const endsAt = open ? formatTime(open.expectedEndAt) : waitingEnd ? formatTime(waitingEnd) : '';

  const checkOut = () =>
    move.mutate(
      { move: 'check-out' },
      {
        onSuccess: (answer) => {
          if (isQueued(answer))
            toast({
              title: t`Saved to send later`,
              description: t`You are offline. Your check-out will be sent when the connection returns.`,
            });
        },
        onError,
      },
    );

  const submit = form.handleSubmit(({ endTime, trustedContactPhone }) => {
    const end = nextTime(endTime);
    move.mutate(
      {
        move: 'check-in',
        expectedEndAt: end.toISOString(),
        ...(trustedContactPhone ? { trustedContactPhone } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isQueued(answer)) {
            setWaitingEnd(end.toISOString());
            toast({
              title: t`Saved to send later`,
              description: t`You are offline. Your check-in will be sent when the connection returns.`,
            });
          } else toast({ title: t`You are checked in`, description: t`Check out when you leave.` });
        },
        onError,
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <h1 className="text-lg font-semibold leading-tight flex items-center gap-2">
          <ShieldCheck aria-hidden="true" /> <Trans>Safety check-in</Trans>
        </h1>
        <CardDescription>
          <Trans>
            Check in when you arrive. If you have not checked out 30 minutes after you expect to finish, we
            ask whether you are safe, and alert your trusted contact and our team if you do not answer.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EmergencyNumbers />
        {online ? null : <ReplyInOut />}
        {waiting ? (
          <p
            role="status"
            className="rounded-md bg-brand-50 p-3 text-sm text-brand-900"
            data-testid="check-in-waiting"
          >
            {waiting === 'check-in'
              ? t`Your check-in is saved on this phone and will be sent when the connection returns.`
              : t`Your check-out is saved on this phone and will be sent when the connection returns.`}
          </p>
        ) : null}
        {state.isError && !isConnectionError(state.error) && !waiting ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>This hire is not available for a check-in.</Trans>
          </p>
        ) : waiting === 'check-out' ? null : open || waiting === 'check-in' ? (
          <div className="grid gap-2" data-testid="checked-in">
            {endsAt ? <p className="font-medium">{t`You are checked in. Expected end: ${endsAt}`}</p> : null}
            <Button onClick={checkOut} disabled={move.isPending}>
              <Trans>Check out</Trans>
            </Button>
          </div>
        ) : (
          <form id={formId} noValidate className="grid gap-4" onSubmit={submit}>
            <TextField
              label={t`When do you expect to finish?`}
              type="time"
              required
              error={translate(form.formState.errors.endTime?.message)}
              {...form.register('endTime')}
            />
            <PhoneField
              label={t`Trusted contact’s phone (optional)`}
              hint={t`We send them an SMS with the employer’s name and area when you check in.`}
              {...form.register('trustedContactPhone')}
            />
            <Button type="submit" disabled={move.isPending}>
              <Trans>Check in now</Trans>
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
