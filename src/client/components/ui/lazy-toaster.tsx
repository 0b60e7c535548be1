// Radix Toast stays out of the first download: the toaster's code loads the first time a toast is raised.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from './use-toast.js';

const Toaster = lazy(() => import('./toaster.js').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
