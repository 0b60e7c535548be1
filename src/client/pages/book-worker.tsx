// Route /worker/:id/book: booking the worker, from her profile's Book action (issue 33).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { BookingForm, loadBookingForm } from '../features/bookings/index.js';
import { useWorkerProfile } from '../features/worker-profile/index.js';
import { serverMessage } from '../lib/api.js';

// The form's code comes while the profile loads, not after it.
void loadBookingForm();

function Book({ id }: { id: string }) {
  const { t } = useLingui();
  const profile = useWorkerProfile(id);
  if (profile.isLoading) return <Spinner label={t`Loading profile`} />;
  if (!profile.data) {
    return (
      <p role="alert" className="text-red-700">
        {serverMessage(profile.error) ?? t`Could not load this profile`}
      </p>
    );
  }
  const worker = profile.data;
  const name = worker.fullName;
  return (
    <>
      <h1 className="text-2xl font-bold">{t`Book ${name}`}</h1>
      <Link href={`/worker/${encodeURIComponent(id)}`} className="text-sm text-brand-800 underline">
        <Trans>Back to the profile</Trans>
      </Link>
      <BookingForm worker={worker} />
    </>
  );
}

export default function BookWorkerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useRequireAuth(`/worker/${id}/book`);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      {user ? <Book id={id} /> : <Spinner />}
    </div>
  );
}
