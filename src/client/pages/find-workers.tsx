// Route /find-workers: the map search (login required).
import { RequireAuth } from '../features/auth/require-auth.js';
import { HireButton } from '../features/hires/hire-button.js';
import { HireStatusBar } from '../features/hires/hire-status-bar.js';
import { FindWorkersView } from '../features/search/find-workers-view.js';

export default function FindWorkersPage() {
  return (
    <RequireAuth returnTo={window.location.pathname + window.location.search} notice>
      {() => (
        <>
          <HireStatusBar />
          <FindWorkersView cardActions={(worker) => <HireButton worker={worker} />} />
        </>
      )}
    </RequireAuth>
  );
}
