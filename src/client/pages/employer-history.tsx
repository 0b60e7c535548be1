// Route /employer/history: the employer's hire history with analytics (a perk of the employer plan, issue 18).
import { RequireAuth } from '../features/auth/index.js';
import { HireHistoryView } from '../features/hire-history/index.js';

export default function EmployerHistoryPage() {
  return (
    <RequireAuth returnTo="/employer/history" notice>
      {() => <HireHistoryView />}
    </RequireAuth>
  );
}
