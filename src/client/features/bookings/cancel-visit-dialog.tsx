// Cancelling or skipping one visit: before she confirms, the page tells her whether doing it now is late and what it
// costs, by the cancellation policy's one home (src/shared/pay/cancellation-policy.ts), which the server applies.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  cancellationOutcome,
  cancellationPolicyOn,
  lateCancellationFrom,
} from '../../../shared/pay/cancellation-policy.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import type { CancelVisitAnswer } from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { serverMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useCancelVisit, useSkipVisit } from './api.js';
import type { BookedVisit } from './labels.js';

export type EndMode = 'cancel' | 'skip';

/** What ending the visit now means, and from when it would be late: a visit not yet accepted costs nothing. */
function usePreview(item: BookedVisit) {
  const { booking, visit } = item;
  const by = booking.role;
  const now = new Date();
  const lateFrom = lateCancellationFrom(visit.date, cancellationPolicyOn(todayInSouthAfrica(now)));
  const outcome = (at: Date) =>
    visit.status === 'booked'
      ? cancellationOutcome({ visitDate: visit.date, visitPayCents: visit.payCents, by, now: at })
      : { lateCancellation: false, feeCents: 0 };
  return { now: outcome(now), later: outcome(lateFrom), lateFrom };
}

function Preview({ item }: { item: BookedVisit }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const { now, later, lateFrom } = usePreview(item);
  const worker = item.booking.workerName;
  const when = formatDateTime(lateFrom);
  const fee = money(now.feeCents, { decimals: true });
  const laterFee = money(later.feeCents, { decimals: true });
  let text: string;
  if (item.booking.role === 'worker') {
    text = now.lateCancellation
      ? t`Cancelling now is late. You owe nothing, but it is recorded and shown to you.`
      : t`Cancelling now is not late. From ${when} it would be recorded as late.`;
  } else if (now.lateCancellation) {
    text = t`Cancelling now is late: you will owe ${worker} a late-cancellation fee of ${fee}.`;
  } else if (later.feeCents > 0) {
    text = t`Cancelling now costs nothing. From ${when} it would cost ${laterFee}.`;
  } else {
    text = t`Cancelling now costs nothing.`;
  }
  return (
    <p
      className={`rounded-md p-2 text-sm ${now.lateCancellation ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-800'}`}
      data-testid="cancel-preview"
    >
      {text}
    </p>
  );
}

export function EndVisitDialog({
  item,
  mode,
  onClose,
  onEnded,
}: {
  item: BookedVisit;
  mode: EndMode;
  onClose: () => void;
  onEnded: (answer: CancelVisitAnswer, mode: EndMode) => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelVisit();
  const skip = useSkipVisit();
  const pending = cancel.isPending || skip.isPending;
  const error = cancel.error ?? skip.error;
  const [reason, setReason] = useState('');
  const ref = { bookingId: item.booking.id, visitId: item.visit.id };
  const confirm = () => {
    const done = { onSuccess: (answer: CancelVisitAnswer) => onEnded(answer, mode) };
    if (mode === 'skip') skip.mutate(ref, done);
    else cancel.mutate({ ...ref, reason: reason.trim() }, done);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={mode === 'skip' ? t`Skip this visit?` : t`Cancel this visit?`}
      description={
        mode === 'skip'
          ? t`Only this visit is skipped; the rest of the series stays booked.`
          : t`Only this visit is cancelled; any other visits of the booking stay as they are.`
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <Trans>Keep visit</Trans>
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {mode === 'skip' ? t`Skip visit` : t`Cancel visit`}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Preview item={item} />
        {mode === 'cancel' ? (
          <TextareaField
            label={t`Reason (optional)`}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(error) ?? t`Could not change this visit. Please try again.`}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
