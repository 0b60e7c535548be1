// The reconciliation section's door in the console's menu: its code (reconciliation-section.tsx) loads only when an
// admin opens it, so the console's own chunk does not grow.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner.js';

const Section = lazy(() =>
  import('./reconciliation-section.js').then((m) => ({ default: m.ReconciliationSection })),
);

export function ReconciliationPanel() {
  return (
    <Suspense fallback={<Spinner />}>
      <Section />
    </Suspense>
  );
}
