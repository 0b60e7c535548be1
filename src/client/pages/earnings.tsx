// Route /earnings: the worker's earnings, payouts and bank account (issue 34).
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { prefetchEarnings, WorkerEarnings } from '../features/money/index.js';

/** Its data, fetched alongside the session check on a visit straight to the page (app/early-pages.ts). */
export const prefetchData = prefetchEarnings;

export default function EarningsPage() {
  const { user } = useRequireAuth('/earnings');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>My Earnings</Trans>
      </h1>
      {user.hasWorkerProfile ? (
        <WorkerEarnings />
      ) : (
        <p className="text-slate-700">
          <Trans>
            Earnings are for workers with a profile.{' '}
            <Link href="/register-worker" className="text-brand-800 underline">
              Register as a Worker
            </Link>
          </Trans>
        </p>
      )}
    </div>
  );
}
