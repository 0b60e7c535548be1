// /worker-dashboard and /worker/dashboard: the signed-in worker's own profile, listing status and actions.
import { Link } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { WorkerDashboard } from '../features/dashboard/index.js';

export default function WorkerDashboardPage() {
  const { user } = useRequireAuth('/worker-dashboard');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">Worker Dashboard</h1>
      <WorkerDashboard />
      <p className="mt-8 text-center text-sm">
        <Link href="/account" className="text-brand-800 underline">
          Your data and privacy
        </Link>
      </p>
    </div>
  );
}
