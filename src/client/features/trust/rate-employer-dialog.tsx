// The hired worker rates the employer (issue 20): stars and an optional note. Neither side's review shows until both
// are in or 14 days pass; the dialog says so. Offline the rating waits on the phone and is sent when the connection
// returns (issue 32).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { REVIEW_TEXT_MAX } from '../../../shared/schemas/review-texts.js';
import { FormDialog } from '../../components/ui/form-dialog.js';
import { TextareaField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { isConnectionError, serverMessage } from '../../lib/api.js';
import { NO_CONNECTION } from '../../lib/connection-texts.js';
import { isQueued } from '../../lib/offline.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { StarRatingInput } from '../reviews/index.js';
import { useRateEmployer } from './api.js';

export function RateEmployerDialog({
  hireId,
  employerName,
  onClose,
}: {
  hireId: string;
  employerName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [missing, setMissing] = useState(false);
  const rate = useRateEmployer();
  const submit = () => {
    if (rating === null) return setMissing(true);
    rate.mutate(
      { hireId, rating, review },
      {
        onSuccess: (answer) => {
          toast(
            isQueued(answer)
              ? {
                  title: t`Saved to send later`,
                  description: t`You are offline. Your rating will be sent when the connection returns.`,
                }
              : {
                  title: t`Thank you for your rating`,
                  description: t`It shows once the employer has reviewed you too, or after 14 days.`,
                },
          );
          onClose();
        },
        onError: (error) =>
          toast(
            isConnectionError(error)
              ? { title: i18n._(NO_CONNECTION.title), description: i18n._(NO_CONNECTION.description) }
              : {
                  title: t`Could not save your rating`,
                  description: translate(serverMessage(error)) ?? t`Please try again.`,
                  variant: 'destructive',
                },
          ),
      },
    );
  };
  return (
    <FormDialog
      title={t`Rate ${employerName}`}
      description={t`Other workers will see your rating. The employer sees it only after reviewing you, or after 14 days.`}
      submitLabel={t`Send rating`}
      pendingLabel={t`Saving...`}
      pending={rate.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <StarRatingInput
        legend={t`Your rating`}
        required
        value={rating}
        onChange={(value) => {
          setRating(value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p role="alert" className="text-sm text-red-700">
          {t`Please choose from 1 to 5 stars.`}
        </p>
      ) : null}
      <TextareaField
        label={t`What was it like to work for them? (optional)`}
        value={review}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(event) => setReview(event.target.value)}
        rows={3}
      />
    </FormDialog>
  );
}
