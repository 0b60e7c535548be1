// Route /find-workers: the map search (login required).
import { Spinner } from '../components/ui/spinner.js';
import { HireButton } from '../features/hires/hire-button.js';
import { HireStatusBar } from '../features/hires/hire-status-bar.js';
import { FindWorkersView } from '../features/search/find-workers-view.js';
import { useLoginRequired } from '../features/search/use-login-required.js';

export default function FindWorkersPage() {
  const { ready } = useLoginRequired();
  if (!ready) return <Spinner label="Checking your sign-in" />;
  return (
    <>
      <HireStatusBar />
      <FindWorkersView cardActions={(worker) => <HireButton worker={worker} />} />
    </>
  );
}
