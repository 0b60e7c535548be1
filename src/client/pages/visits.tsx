// Route /visits: the household's visits of all its bookings, upcoming first (issue 33).
import { Trans } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { EmployerVisits, prefetchBookings } from '../features/bookings/index.js';

/** Its data, fetched alongside the session check on a visit straight to the page (app/early-pages.ts). */
export const prefetchData = prefetchBookings;

export default function VisitsPage() {
  const { user } = useRequireAuth('/visits');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Booked Visits</Trans>
      </h1>
      <EmployerVisits />
    </div>
  );
}
