// Route '/employers/:userId': the employer profile a worker with a hire request or application sees (issue 20).
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { EmployerProfileView } from '../features/trust/index.js';

export default function EmployerProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const { user } = useRequireAuth(`/employers/${encodeURIComponent(userId)}`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-8">
      <EmployerProfileView userId={userId} />
    </div>
  );
}
