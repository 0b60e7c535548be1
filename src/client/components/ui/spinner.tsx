// A full-page loading state: a screen tall, its spinner in the middle of it (the main area keeps the footer below
// the fold, App.tsx).
import { useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-svh items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
        aria-hidden="true"
      />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}
