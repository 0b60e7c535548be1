// Whether the profile is live on the map: paid, on a promo trial (until a date), trial ended or not yet paid — with
// a button that starts the R10 registration payment and a promo code field when it is not live. No form or schema
// library: the dashboard is where a worker lands from a hire request's SMS (decision 0254).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, MapPinOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DEFAULT_PAYMENT_METHOD, PRICES_CENTS } from '../../../shared/constants.js';
import { PROMO_CODE_MAX, PROMO_MESSAGES } from '../../../shared/schemas/payment-texts.js';
import type { CreatedWorkerProfile } from '../../../shared/schemas/worker-registration.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Input } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { translate } from '../../lib/i18n.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { startRegistrationPayment } from '../payments/index.js';
import { type OwnWorkerProfile, WORKER_ME_KEY } from '../worker-profile/index.js';

/** Starts the R10 registration payment (the dashboard's and the home page's next step for an unlisted profile). */
export function PayRegistrationButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration);
  async function pay() {
    setBusy(true);
    if (!(await startRegistrationPayment(DEFAULT_PAYMENT_METHOD))) setBusy(false);
  }
  return (
    <Button className={className} onClick={() => void pay()} disabled={busy}>
      {busy ? t`Processing...` : t`Pay ${price} to get listed`}
    </Button>
  );
}

/** A promo code for a profile that exists unpaid: Enter or Apply redeems it and the trial starts at once. */
function PromoCodeForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { i18n } = useLingui();
  const translateShared = useSharedMessage();
  const redeem = useMutation({
    mutationFn: (code: string) =>
      apiJson<CreatedWorkerProfile>('POST', '/api/workers/me/promo-code', { code }),
    onSuccess: (answer) => {
      toast({
        title: i18n._(msg`Promo Code Valid!`),
        description: translate(msg`{days}-day free trial applied!`, { days: answer.trialDays }),
      });
      queryClient.setQueryData(WORKER_ME_KEY, answer);
    },
    onError: (err) => setError(serverMessage(err) ?? PROMO_MESSAGES.invalid),
  });
  // As in the wizard: a blank code (or one longer than any code) does nothing.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed && typed.length <= PROMO_CODE_MAX) redeem.mutate(typed.toUpperCase());
  };

  return (
    <form className="grid gap-1.5" onSubmit={onSubmit} noValidate>
      <label htmlFor="dashboard-promo-code" className="text-sm font-medium text-slate-800">
        <Trans>Promo Code</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id="dashboard-promo-code"
          name="code"
          placeholder="FREE30D1"
          autoCapitalize="characters"
          enterKeyHint="done"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dashboard-promo-error' : undefined}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" disabled={redeem.isPending}>
          <Trans>Apply</Trans>
        </Button>
      </div>
      {error ? (
        <p id="dashboard-promo-error" role="alert" className="text-sm text-red-700">
          {translateShared(error)}
        </p>
      ) : null}
    </form>
  );
}

export function ListingStatusCard({ worker }: { worker: OwnWorkerProfile }) {
  const { listing } = worker;
  const canTakePromo = listing.status === 'unpaid' || listing.status === 'trial_ended';
  const price = useFormatMoney()(PRICES_CENTS.registration);
  const until = formatDate(listing.trialEndsAt);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Listing Status</Trans>
        </CardTitle>
        {listing.status === 'paid' ? (
          <CardDescription className="flex items-center gap-2 text-green-800">
            <CheckCircle2 size={16} aria-hidden="true" />{' '}
            <Trans>Paid - your profile is listed on the map</Trans>
          </CardDescription>
        ) : listing.status === 'trial' && listing.trialEndsAt ? (
          <CardDescription className="flex items-center gap-2">
            <Clock size={16} aria-hidden="true" /> <Trans>Free trial - listed until {until}</Trans>
          </CardDescription>
        ) : listing.status === 'trial_ended' ? (
          <CardDescription className="flex items-center gap-2 text-amber-800">
            <AlertTriangle size={16} aria-hidden="true" />{' '}
            <Trans>Your free trial has ended. Pay {price} to stay listed.</Trans>
          </CardDescription>
        ) : (
          <CardDescription className="flex items-center gap-2 text-amber-800">
            <AlertTriangle size={16} aria-hidden="true" />{' '}
            <Trans>Not yet paid - employers cannot find you on the map yet</Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {listing.status === 'paid' ? null : listing.status === 'trial' ? (
          <p className="text-sm text-slate-600">
            <Trans>Pay the once-off {price} any time to stay listed after your trial.</Trans>
          </p>
        ) : null}
        {listing.status !== 'paid' ? <PayRegistrationButton /> : null}
        {canTakePromo ? <PromoCodeForm /> : null}
        {!listing.hasLocation ? (
          <p className="flex items-center gap-2 text-sm text-amber-800">
            <MapPinOff size={16} aria-hidden="true" />
            <Trans>
              We could not place your suburb on the map, so you do not appear in map searches yet.
            </Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
