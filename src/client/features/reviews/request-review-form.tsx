// The worker dashboard's 'Request Review from Employer' form: the employer gets an SMS with a review link. Plain
// state checked by the shared rules (review-texts.ts, name-rule.ts), without react-hook-form and zod: the dashboard
// is where a worker lands from a hire request's SMS (decision 0254). It needs a connection (it is not kept to send
// later, decision 0304): offline it says so and keeps what was typed.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { REVIEW_URL_TOAST_MS } from '../../../shared/constants.js';
import {
  REVIEW_MESSAGES,
  REVIEWER_NAME_MAX,
  recipientPhoneProblem,
} from '../../../shared/schemas/review-texts.js';
import type { CreateReviewRequestInput } from '../../../shared/schemas/reviews.js';
import { PHONE_INPUT_MAX } from '../../../shared/sign-in-rules.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { PhoneField, TextField } from '../../components/ui/form-fields.js';
import { toast } from '../../components/ui/use-toast.js';
import { errorBody, isConnectionError, serverMessage } from '../../lib/api.js';
import { NO_CONNECTION } from '../../lib/connection-texts.js';
import { formatRetryTime } from '../../lib/format-date.js';
import { i18n, translate } from '../../lib/i18n.js';
import { translateSharedMessage } from '../../lib/shared-message.js';
import { typedNameProblemOnceTyped } from '../../lib/typed-name-check.js';
import { useCreateReviewRequest } from './api.js';
import { sharedToast } from './shared-toast.js';

/** Shown under the form while a daily limit holds, so the worker knows when she can send again (issue 16). */
const REVIEW_THROTTLE_TEXT = (message: string, when: string) =>
  translate(msg`{message} You can send again at {when}.`, { message, when });

const EMPTY: CreateReviewRequestInput = { recipientPhone: '', recipientName: '' };

/** The description is in English as the schema or the server gave it; shown translated. */
function failed(description: string) {
  sharedToast({ title: REVIEW_MESSAGES.requestFailed.title, description }, 'destructive');
}

/** Development only (the server never sends the link in production): shown and logged, as the spec says. */
function showDevelopmentLink(url: string) {
  console.info('Review link (development):', url);
  toast({
    title: translateSharedMessage(REVIEW_MESSAGES.requestSent.title),
    description: (
      <>
        <span className="block">{translateSharedMessage(REVIEW_MESSAGES.requestSent.description)}</span>
        <span className="mt-1 block break-all">
          {i18n._(msg`Development link:`)}{' '}
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
  const { t } = useLingui();
  // The values go as typed (the server trims them); the rules only decide whether they may go.
  const [values, setValues] = useState<CreateReviewRequestInput>(EMPTY);
  const phoneInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const edit = (field: keyof CreateReviewRequestInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const invalid = (message: string) => {
    // An empty number has its own toast; a wrong one reads as the server would answer it.
    if (message === REVIEW_MESSAGES.phoneRequired.description) {
      sharedToast(REVIEW_MESSAGES.phoneRequired, 'destructive');
    } else failed(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneWrong = recipientPhoneProblem(values.recipientPhone);
    const nameWrong = await typedNameProblemOnceTyped(
      values.recipientName ?? '',
      REVIEWER_NAME_MAX,
      REVIEW_MESSAGES.nameTooLong,
    );
    if (phoneWrong || nameWrong) {
      (phoneWrong ? phoneInput : nameInput).current?.focus();
      invalid(phoneWrong ?? nameWrong ?? REVIEW_MESSAGES.requestFailed.fallback);
      return;
    }
    const sent = values;
    createRequest.mutate(sent, {
      onSuccess: (data) => {
        setThrottle(null);
        // Cleared only if untouched while it was sending: what she typed since is the next request, not sent yet.
        setValues((now) => (now === sent ? EMPTY : now));
        if (data.developmentUrl) showDevelopmentLink(data.developmentUrl);
        else sharedToast(REVIEW_MESSAGES.requestSent);
      },
      onError: (error) => {
        if (isConnectionError(error)) {
          toast({ title: i18n._(NO_CONNECTION.title), description: i18n._(NO_CONNECTION.description) });
          return;
        }
        const message = serverMessage(error) ?? REVIEW_MESSAGES.requestFailed.fallback;
        const retryAfter = errorBody<{ retryAfter?: number }>(error)?.retryAfter;
        setThrottle(
          error instanceof Error && error.message.startsWith('429') && retryAfter
            ? REVIEW_THROTTLE_TEXT(translateSharedMessage(message) ?? message, formatRetryTime(retryAfter))
            : null,
        );
        failed(message);
      },
    });
  };

  return (
    <Card aria-labelledby="request-review-title">
      <CardHeader>
        <CardTitle id="request-review-title">
          <Trans>Request Review from Employer</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Ask a past employer to rate your work. They get an SMS with a link and do not need an account.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <PhoneField
            label={t`Employer Phone Number`}
            required
            hint={t`South African number, e.g. 082 123 4567 or +27 82 123 4567`}
            autoComplete="off"
            maxLength={PHONE_INPUT_MAX}
            ref={phoneInput}
            name="recipientPhone"
            value={values.recipientPhone}
            onChange={edit('recipientPhone')}
          />
          <TextField
            label={t`Employer Name (optional)`}
            maxLength={REVIEWER_NAME_MAX}
            ref={nameInput}
            name="recipientName"
            value={values.recipientName ?? ''}
            onChange={edit('recipientName')}
          />
          <Button type="submit" disabled={createRequest.isPending} className="justify-self-start">
            {createRequest.isPending ? t`Sending...` : t`Send Review Request`}
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
