// Route /bookings/:id/visits/:visitId/pay: the household pays a visit, or tips once it is done (issue 34).
import { Trans } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PayVisit } from '../features/money/index.js';

export default function PayVisitPage() {
  const { id = '', visitId = '' } = useParams<{ id: string; visitId: string }>();
  const { user } = useRequireAuth(`/bookings/${id}/visits/${visitId}/pay`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-md gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Pay a visit</Trans>
      </h1>
      <PayVisit bookingId={id} visitId={visitId} />
    </div>
  );
}
