// Whether the profile is live on the map: paid, on a promo trial (until a date), trial ended or not yet paid — with
// a button that starts the R10 registration payment when it is not live.
import { AlertTriangle, CheckCircle2, Clock, MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_PAYMENT_METHOD, formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { formatDate } from '../../lib/format-date.js';
import { startRegistrationPayment } from '../payments/index.js';
import type { OwnWorkerProfile } from '../worker-profile/index.js';

export function ListingStatusCard({ worker }: { worker: OwnWorkerProfile }) {
  const [busy, setBusy] = useState(false);
  const { listing } = worker;

  async function pay() {
    setBusy(true);
    if (!(await startRegistrationPayment(DEFAULT_PAYMENT_METHOD))) setBusy(false);
  }

  const payButton = (
    <Button onClick={() => void pay()} disabled={busy}>
      {busy ? 'Processing...' : `Pay ${formatRand(PRICES_CENTS.registration)} to get listed`}
    </Button>
  );

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
        {listing.status !== 'paid' ? payButton : null}
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
