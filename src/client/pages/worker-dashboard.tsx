// /worker-dashboard and /worker/dashboard: the signed-in worker's own profile, listing status and actions.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { WorkerDashboard } from '../features/dashboard/index.js';
import { loadAllTextsIfOneIsMissing } from '../lib/catalogue-fallback.js';

// The dashboard loads the core catalogue, not the whole app's (decision 0254).
loadAllTextsIfOneIsMissing();

export default function WorkerDashboardPage() {
  const { user } = useRequireAuth('/worker-dashboard');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Worker Dashboard</Trans>
      </h1>
      <WorkerDashboard />
      <p className="mt-8 text-center text-sm">
        <Link href="/account" className="text-brand-800 underline">
          <Trans>Your data and privacy</Trans>
        </Link>
      </p>
    </div>
  );
}
