// Route '/hires/:id/check-in': the worker's safety check-in on an accepted hire (issue 20).
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { CheckInView } from '../features/trust/index.js';

export default function CheckInPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useRequireAuth(`/hires/${encodeURIComponent(id)}/check-in`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <CheckInView hireId={id} />
    </div>
  );
}
