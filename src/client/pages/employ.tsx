// Route '/employ/:hireId': "Employ {name} properly", the employment form after an accepted hire.
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { EmploymentForm } from '../features/household/index.js';

export default function EmployPage() {
  const { hireId = '' } = useParams<{ hireId: string }>();
  const { user } = useRequireAuth(`/employ/${hireId}`);
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <EmploymentForm hireId={hireId} />
    </div>
  );
}
