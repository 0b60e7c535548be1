// Route /find-workers: the map search (login required).
import { RequireAuth } from '../features/auth/index.js';
import { HireButton, HireStatusBar } from '../features/hires/index.js';
import { FindWorkersView } from '../features/search/index.js';

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
