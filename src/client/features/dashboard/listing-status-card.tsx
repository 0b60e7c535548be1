// Whether the profile is live on the map: paid, on a promo trial (until a date), trial ended or not yet paid — with
// a button that starts the R10 registration payment and a promo code field when it is not live.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { DEFAULT_PAYMENT_METHOD, formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { validatePromoSchema } from '../../../shared/schemas/payments.js';
import type { CreatedWorkerProfile } from '../../../shared/schemas/worker-registration.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Input } from '../../components/ui/field.js';
import { toast } from '../../components/ui/use-toast.js';
import { apiJson, serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { startRegistrationPayment } from '../payments/index.js';
import { type OwnWorkerProfile, WORKER_ME_KEY } from '../worker-profile/index.js';

/** Starts the R10 registration payment (the dashboard's and the home page's next step for an unlisted profile). */
export function PayRegistrationButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    if (!(await startRegistrationPayment(DEFAULT_PAYMENT_METHOD))) setBusy(false);
  }
  return (
    <Button className={className} onClick={() => void pay()} disabled={busy}>
      {busy ? 'Processing...' : `Pay ${formatRand(PRICES_CENTS.registration)} to get listed`}
    </Button>
  );
}

/** A promo code for a profile that exists unpaid: Enter or Apply redeems it and the trial starts at once. */
function PromoCodeForm() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof validatePromoSchema>, unknown, z.output<typeof validatePromoSchema>>({
    resolver: zodResolver(validatePromoSchema),
    defaultValues: { code: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: (code: string) =>
      apiJson<CreatedWorkerProfile>('POST', '/api/workers/me/promo-code', { code }),
    onSuccess: (answer) => {
      toast({ title: 'Promo Code Valid!', description: `${answer.trialDays}-day free trial applied!` });
      queryClient.setQueryData(WORKER_ME_KEY, answer);
    },
    onError: (err) => setError(serverMessage(err) ?? 'Invalid promo code'),
  });
  // As in the wizard: a blank code does nothing.
  const onSubmit = form.handleSubmit(({ code }) => redeem.mutate(code.toUpperCase()));

  return (
    <form className="grid gap-1.5" onSubmit={onSubmit} noValidate>
      <label htmlFor="dashboard-promo-code" className="text-sm font-medium text-slate-800">
        Promo Code
      </label>
      <div className="flex gap-2">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <Input
              ref={field.ref}
              id="dashboard-promo-code"
              name={field.name}
              placeholder="FREE30D1"
              autoCapitalize="characters"
              enterKeyHint="done"
              value={field.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'dashboard-promo-error' : undefined}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value.toUpperCase());
                setError(null);
              }}
            />
          )}
        />
        <Button type="submit" variant="secondary" disabled={redeem.isPending}>
          Apply
        </Button>
      </div>
      {error ? (
        <p id="dashboard-promo-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function ListingStatusCard({ worker }: { worker: OwnWorkerProfile }) {
  const { listing } = worker;
  const canTakePromo = listing.status === 'unpaid' || listing.status === 'trial_ended';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Listing Status</CardTitle>
        {listing.status === 'paid' ? (
          <CardDescription className="flex items-center gap-2 text-green-800">
            <CheckCircle2 size={16} aria-hidden="true" /> Paid - your profile is listed on the map
          </CardDescription>
        ) : listing.status === 'trial' && listing.trialEndsAt ? (
          <CardDescription className="flex items-center gap-2">
            <Clock size={16} aria-hidden="true" /> Free trial - listed until {formatDate(listing.trialEndsAt)}
          </CardDescription>
        ) : listing.status === 'trial_ended' ? (
          <CardDescription className="flex items-center gap-2 text-amber-800">
            <AlertTriangle size={16} aria-hidden="true" /> Your free trial has ended. Pay{' '}
            {formatRand(PRICES_CENTS.registration)} to stay listed.
          </CardDescription>
        ) : (
          <CardDescription className="flex items-center gap-2 text-amber-800">
            <AlertTriangle size={16} aria-hidden="true" /> Not yet paid - employers cannot find you on the map
            yet
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {listing.status === 'paid' ? null : listing.status === 'trial' ? (
          <p className="text-sm text-slate-600">
            Pay the once-off {formatRand(PRICES_CENTS.registration)} any time to stay listed after your trial.
          </p>
        ) : null}
        {listing.status !== 'paid' ? <PayRegistrationButton /> : null}
        {canTakePromo ? <PromoCodeForm /> : null}
        {!listing.hasLocation ? (
          <p className="flex items-center gap-2 text-sm text-amber-800">
            <MapPinOff size={16} aria-hidden="true" />
            We could not place your suburb on the map, so you do not appear in map searches yet.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
