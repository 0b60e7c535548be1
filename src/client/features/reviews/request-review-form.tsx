// The worker dashboard's 'Request Review from Employer' form: the employer gets an SMS with a review link.
import { type FormEvent, useState } from 'react';
import { REVIEW_URL_TOAST_MS } from '../../../shared/constants.js';
import { REVIEW_MESSAGES, REVIEWER_NAME_MAX } from '../../../shared/schemas/reviews.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Field, Input } from '../../components/ui/field.js';
import { PhoneInput } from '../../components/ui/phone-inputs.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useCreateReviewRequest } from './api.js';

export function RequestReviewForm() {
  const createRequest = useCreateReviewRequest();
  const [recipientPhone, setRecipientPhone] = useState('');
  const [recipientName, setRecipientName] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!recipientPhone.trim()) {
      toast({ ...REVIEW_MESSAGES.phoneRequired, variant: 'destructive' });
      return;
    }
    createRequest.mutate(
      { recipientPhone, recipientName },
      {
        onSuccess: (data) => {
          setRecipientPhone('');
          setRecipientName('');
          if (data.developmentUrl) {
            // Development only (the server never sends it in production): shown and logged, as the spec says.
            console.info('Review link (development):', data.developmentUrl);
            toast({
              title: REVIEW_MESSAGES.requestSent.title,
              description: (
                <>
                  <span className="block">{REVIEW_MESSAGES.requestSent.description}</span>
                  <span className="mt-1 block break-all">
                    Development link:{' '}
                    <a href={data.developmentUrl} className="underline" data-testid="review-development-url">
                      {data.developmentUrl}
                    </a>
                  </span>
                </>
              ),
              duration: REVIEW_URL_TOAST_MS,
            });
            return;
          }
          toast(REVIEW_MESSAGES.requestSent);
        },
        onError: (error) => {
          toast({
            title: REVIEW_MESSAGES.requestFailed.title,
            description: serverMessage(error) ?? REVIEW_MESSAGES.requestFailed.fallback,
            variant: 'destructive',
          });
        },
      },
    );
  }

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
          <Field
            label="Employer Phone Number"
            required
            hint="South African number, e.g. 082 123 4567 or +27 82 123 4567"
          >
            {({ id, describedBy }) => (
              <PhoneInput
                id={id}
                autoComplete="off"
                value={recipientPhone}
                maxLength={30}
                aria-describedby={describedBy}
                onChange={(e) => setRecipientPhone(e.target.value)}
              />
            )}
          </Field>
          <Field label="Employer Name (optional)">
            {({ id }) => (
              <Input
                id={id}
                value={recipientName}
                maxLength={REVIEWER_NAME_MAX}
                onChange={(e) => setRecipientName(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={createRequest.isPending} className="justify-self-start">
            {createRequest.isPending ? 'Sending...' : 'Send Review Request'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
