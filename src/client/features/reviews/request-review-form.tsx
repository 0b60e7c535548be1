// The worker dashboard's 'Request Review from Employer' form: the employer gets an SMS with a review link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REVIEW_URL_TOAST_MS } from '../../../shared/constants.js';
import {
  type CreateReviewRequestInput,
  createReviewRequestSchema,
  REVIEW_MESSAGES,
  REVIEWER_NAME_MAX,
} from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { PhoneField, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { errorBody, serverMessage } from '../../lib/api.js';
import { formatRetryTime } from '../../lib/format-date.js';
import { useCreateReviewRequest } from './api.js';

/** Shown under the form while a daily limit holds, so the worker knows when she can send again (issue 16). */
export const REVIEW_THROTTLE_TEXT = (message: string, when: string) =>
  `${message} You can send again at ${when}.`;

const EMPTY: CreateReviewRequestInput = { recipientPhone: '', recipientName: '' };

function failed(description: string) {
  toast({ title: REVIEW_MESSAGES.requestFailed.title, description, variant: 'destructive' });
}

/** Development only (the server never sends the link in production): shown and logged, as the spec says. */
function showDevelopmentLink(url: string) {
  console.info('Review link (development):', url);
  toast({
    title: REVIEW_MESSAGES.requestSent.title,
    description: (
      <>
        <span className="block">{REVIEW_MESSAGES.requestSent.description}</span>
        <span className="mt-1 block break-all">
          Development link:{' '}
          <a href={url} className="underline" data-testid="review-development-url">
            {url}
          </a>
        </span>
      </>
    ),
    duration: REVIEW_URL_TOAST_MS,
  });
}

export function RequestReviewForm() {
  const createRequest = useCreateReviewRequest();
  const [throttle, setThrottle] = useState<string | null>(null);
  // The values go as typed (the server trims them); the schema only decides whether they may go.
  const form = useForm<CreateReviewRequestInput>({
    resolver: zodResolver(createReviewRequestSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      createRequest.mutate(values, {
        onSuccess: (data) => {
          setThrottle(null);
          form.reset(EMPTY);
          if (data.developmentUrl) showDevelopmentLink(data.developmentUrl);
          else toast(REVIEW_MESSAGES.requestSent);
        },
        onError: (error) => {
          const message = serverMessage(error) ?? REVIEW_MESSAGES.requestFailed.fallback;
          const retryAfter = errorBody<{ retryAfter?: number }>(error)?.retryAfter;
          setThrottle(
            error instanceof Error && error.message.startsWith('429') && retryAfter
              ? REVIEW_THROTTLE_TEXT(message, formatRetryTime(retryAfter))
              : null,
          );
          failed(message);
        },
      }),
    (errors) => {
      const message = errors.recipientPhone?.message ?? errors.recipientName?.message;
      // An empty number has its own toast; a wrong one reads as the server would answer it.
      if (message === REVIEW_MESSAGES.phoneRequired.description) {
        toast({ ...REVIEW_MESSAGES.phoneRequired, variant: 'destructive' });
      } else failed(message ?? REVIEW_MESSAGES.requestFailed.fallback);
    },
  );

  return (
    <Card aria-labelledby="request-review-title">
      <CardHeader>
        <CardTitle id="request-review-title">Request Review from Employer</CardTitle>
        <CardDescription>
          Ask a past employer to rate your work. They get an SMS with a link and do not need an account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <PhoneField
            label="Employer Phone Number"
            required
            hint="South African number, e.g. 082 123 4567 or +27 82 123 4567"
            autoComplete="off"
            maxLength={30}
            {...form.register('recipientPhone')}
          />
          <TextField
            label="Employer Name (optional)"
            maxLength={REVIEWER_NAME_MAX}
            {...form.register('recipientName')}
          />
          <Button type="submit" disabled={createRequest.isPending} className="justify-self-start">
            {createRequest.isPending ? 'Sending...' : 'Send Review Request'}
          </Button>
          {throttle ? (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {throttle}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
