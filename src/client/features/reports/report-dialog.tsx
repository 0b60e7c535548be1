// The Report dialog (issue 20; its button is report-button.tsx): a reason from the list, optional details, sent to the admins. The person
// reported is never told who reported them; the dialog says so, and what happens next. Offline the report waits on
// the phone and is sent when the connection returns (issue 32): a second copy of it is refused as already reported.
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type CreatedReport,
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubjectType,
} from '../../../shared/schemas/reports.js';
import { FormDialog } from '../../components/ui/form-dialog.js';
import { ChoiceGroup, TextareaField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, isConnectionError, serverMessage } from '../../lib/api.js';
import { NO_CONNECTION } from '../../lib/connection-texts.js';
import { isQueued, type QueuedAnswer } from '../../lib/offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { REPORT_REASON_LABELS } from './reasons.js';

export interface ReportTarget {
  subjectType: ReportSubjectType;
  subjectId: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      apiJson<CreatedReport | QueuedAnswer>('POST', '/api/reports', { ...target, reason, details }),
    onSuccess: (answer) => {
      toast(
        isQueued(answer)
          ? {
              title: t`Saved to send later`,
              description: t`You are offline. Your report will be sent when the connection returns.`,
            }
          : {
              title: t`Report sent`,
              description: t`Thank you. An admin will look at it. The person you reported is not told who reported them.`,
            },
      );
      onClose();
    },
    onError: (error) => {
      toast(
        isConnectionError(error)
          ? { title: i18n._(NO_CONNECTION.title), description: i18n._(NO_CONNECTION.description) }
          : {
              title: t`Could not send the report`,
              description: translate(serverMessage(error)) ?? t`Please try again.`,
              variant: 'destructive',
            },
      );
    },
  });
  return (
    <FormDialog
      title={t`Report to Work Local`}
      description={t`Tell us what went wrong. Your report goes to our admins only; we never tell the person who reported them. In danger? Call 10111 or 112.`}
      submitLabel={t`Send report`}
      pendingLabel={t`Sending...`}
      pending={send.isPending}
      destructive
      onClose={onClose}
      onSubmit={() => {
        if (!reason) return setMissingReason(true);
        send.mutate();
      }}
    >
      <ChoiceGroup
        legend={t`Reason`}
        required
        error={missingReason ? translate(REPORT_MESSAGES.reason) : undefined}
      >
        {REPORT_REASONS.map((code) => (
          <label key={code} className="flex min-h-[44px] items-center gap-3 text-sm">
            <input
              type="radio"
              name="reason"
              value={code}
              checked={reason === code}
              onChange={() => {
                setReason(code);
                setMissingReason(false);
              }}
              className="h-5 w-5"
            />
            {i18n._(REPORT_REASON_LABELS[code])}
          </label>
        ))}
      </ChoiceGroup>
      <TextareaField
        label={t`What happened? (optional)`}
        maxLength={REPORT_DETAILS_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
    </FormDialog>
  );
}
