// Route /payments: the household's payments for visits, tips and fees (issue 34).
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PaymentHistory, prefetchPayments } from '../features/money/index.js';

/** Its data, fetched alongside the session check on a visit straight to the page (app/early-pages.ts). */
export const prefetchData = prefetchPayments;

export default function PaymentsPage() {
  const { user } = useRequireAuth('/payments');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>My Payments</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>What you paid through Work Local. The worker receives 100% of her pay and tips.</Trans>
      </p>
      <PaymentHistory />
    </div>
  );
}
