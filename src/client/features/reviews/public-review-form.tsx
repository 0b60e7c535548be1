// The form of /review/:token: stars (required), the employer's name, type of work and review, sent as is or
// with 'Sign Up as Employer'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import {
  REVIEW_MESSAGES,
  REVIEWER_NAME_MAX,
  type SubmitReviewRequestInput,
  submitReviewRequestSchema,
} from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { useSubmitReviewRequest } from './api.js';
import { ReviewFields } from './review-fields.js';
import { sharedToast } from './shared-toast.js';

type PublicReviewInput = Omit<SubmitReviewRequestInput, 'shouldSignUp'>;
const publicReviewSchema = submitReviewRequestSchema.omit({ shouldSignUp: true });

export function PublicReviewForm({ token, onSubmitted }: { token: string; onSubmitted: () => void }) {
  const submit = useSubmitReviewRequest(token);
  const { t } = useLingui();
  // The values go as typed: the server names an empty reviewer 'Anonymous'.
  const form = useForm<PublicReviewInput>({
    resolver: zodResolver(publicReviewSchema, undefined, { raw: true }),
    defaultValues: { employerName: '', jobType: '', review: '' },
  });

  const send = (shouldSignUp: boolean) =>
    form.handleSubmit(
      (values) =>
        submit.mutate(
          { ...values, shouldSignUp },
          {
            onSuccess: () => {
              sharedToast(REVIEW_MESSAGES.publicSubmitted);
              onSubmitted();
            },
            onError: (error) => {
              toast({
                title: translateSharedMessage(REVIEW_MESSAGES.publicSubmitFailed.title),
                description: translateSharedMessage(
                  serverMessage(error) ?? REVIEW_MESSAGES.publicSubmitFailed.fallback,
                ),
                variant: 'destructive',
              });
            },
          },
        ),
      () => sharedToast(REVIEW_MESSAGES.ratingRequired, 'destructive'),
    );

  return (
    <FormProvider {...form}>
      <form className="grid gap-4" onSubmit={send(false)} noValidate>
        <ReviewFields
          ratingRequired
          jobTypeLabel={t`Type of Work (optional)`}
          reviewLabel={t`Your Review (optional)`}
          reviewPlaceholder={t`How was it working with them?`}
          afterRating={
            <TextField
              label={t`Your Name (optional)`}
              hint={t`Shown as Anonymous if left empty`}
              maxLength={REVIEWER_NAME_MAX}
              autoComplete="name"
              {...form.register('employerName')}
            />
          }
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? t`Submitting...` : t`Submit Review`}
          </Button>
          <Button variant="outline" disabled={submit.isPending} onClick={send(true)}>
            <Trans>Submit &amp; Sign Up as Employer</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
