// Route /bookings/:id/pay-ahead: the household pays several weeks of a repeating booking at once (issue 34).
import { Trans } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PayAhead } from '../features/money/index.js';

export default function PayAheadPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useRequireAuth(`/bookings/${id}/pay-ahead`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Pay ahead</Trans>
      </h1>
      <PayAhead bookingId={id} />
    </div>
  );
}
