// Route /find-workers: the map search (login required).
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/require-auth.js';
import { HireButton } from '../features/hires/hire-button.js';
import { HireStatusBar } from '../features/hires/hire-status-bar.js';
import { FindWorkersView } from '../features/search/find-workers-view.js';

export default function FindWorkersPage() {
  const { user, isLoading } = useRequireAuth(window.location.pathname + window.location.search, {
    notice: true,
  });
  if (isLoading || !user) return <Spinner label="Checking your sign-in" />;
  return (
    <>
      <HireStatusBar />
      <FindWorkersView cardActions={(worker) => <HireButton worker={worker} />} />
    </>
  );
}
