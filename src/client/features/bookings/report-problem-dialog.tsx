// Reporting a problem with a started visit (POST .../visits/:visitId/problem, decision 0340): the reason is checked
// by the same shared schema the server applies, so its limits and its message have one home.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  PROBLEM_REASON_MAX,
  PROBLEM_REASON_MIN,
  reportProblemSchema,
} from '../../../shared/schemas/bookings.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useReportProblem } from './api.js';
import type { BookedVisit } from './labels.js';

export function ReportProblemDialog({
  item,
  onClose,
  onReported,
}: {
  item: BookedVisit;
  onClose: () => void;
  onReported: (text: string) => void;
}) {
  const { t } = useLingui();
  const shared = useSharedMessage();
  const report = useReportProblem();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const min = PROBLEM_REASON_MIN;
  const max = PROBLEM_REASON_MAX;
  const send = () => {
    const checked = reportProblemSchema.safeParse({ reason });
    if (!checked.success) {
      setInvalid(shared(checked.error.issues[0]?.message));
      return;
    }
    setInvalid(undefined);
    report.mutate(
      { bookingId: item.booking.id, visitId: item.visit.id, reason: checked.data.reason },
      {
        onSuccess: () =>
          onReported(
            item.booking.role === 'employer'
              ? t`Problem reported. The worker is told, and the visit's pay stays held until you mark it done.`
              : t`Problem reported. The household is told, and the visit is not marked done on its own.`,
          ),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !report.isPending) onClose();
      }}
      title={t`Report a problem with this visit`}
      description={t`Say what went wrong. The other side is told at once, and the visit is not marked done on its own.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={report.isPending}>
            <Trans>Back</Trans>
          </Button>
          <Button variant="destructive" onClick={send} disabled={report.isPending}>
            <Trans>Send report</Trans>
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <TextareaField
          label={t`What went wrong?`}
          hint={t`${min} to ${max} characters`}
          maxLength={max}
          required
          value={reason}
          error={invalid}
          onChange={(e) => setReason(e.target.value)}
        />
        {report.error ? (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(report.error) ?? t`Could not report the problem. Please try again.`}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
