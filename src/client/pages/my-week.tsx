// Route /my-week: the worker's visits, cancelling one, and her availability (issue 33).
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { MyWeek, prefetchBookings } from '../features/bookings/index.js';

/** Its data, fetched alongside the session check on a visit straight to the page (app/early-pages.ts). */
export const prefetchData = prefetchBookings;

export default function MyWeekPage() {
  const { user } = useRequireAuth('/my-week');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>My Week</Trans>
      </h1>
      {user.hasWorkerProfile ? (
        <MyWeek />
      ) : (
        <>
          <p className="text-slate-700">
            <Trans>
              My Week shows the visits households book with you. Create your worker profile first.
            </Trans>
          </p>
          <Link href="/register-worker" className={buttonClass('default', 'default', 'justify-self-start')}>
            <Trans>Register as a Worker</Trans>
          </Link>
        </>
      )}
    </div>
  );
}
