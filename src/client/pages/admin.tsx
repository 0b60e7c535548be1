// /admin and /admin/:section: the admin console (issue 20), the verification queue among its sections.
import { useParams } from 'wouter';
import { Spinner } from '../components/ui/spinner.js';
import { AdminConsole } from '../features/admin/index.js';
import { useRequireAuth } from '../features/auth/index.js';

export default function AdminPage() {
  const { section = '' } = useParams<{ section?: string }>();
  const { user } = useRequireAuth(section ? `/admin/${section}` : '/admin');
  if (!user) return <Spinner />;
  return <AdminConsole user={user} slug={section} />;
}
