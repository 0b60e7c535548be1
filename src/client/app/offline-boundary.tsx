// The offline page (issue 22): a page whose code this phone never downloaded cannot open without a connection;
// instead of a blank screen the person is told so, and what still works. Other errors go on up, as without it.
import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button.js';

function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}

function OfflinePage() {
  return (
    <div className="mx-auto grid max-w-md gap-4 px-4 py-16 text-center" data-testid="offline-page">
      <CloudOff size={40} aria-hidden="true" className="mx-auto text-slate-500" />
      <h1 className="text-2xl font-bold">
        <Trans>You are offline</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>
          This page has not been saved on this phone yet, so it needs a connection. Pages you opened before,
          your last search and the profiles you viewed still open.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonClass('default')} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link href="/" className={buttonClass('outline')}>
          <Trans>Home</Trans>
        </Link>
      </div>
    </div>
  );
}

interface OfflineBoundaryProps {
  children: ReactNode;
  resetKey: string;
  /** What shows instead of the offline page (a part of a page, not a page: the nav's signed-in half). */
  fallback?: ReactNode;
}

/** `resetKey` (the route) lets the next page try again after a failure. */
export class OfflineBoundary extends Component<OfflineBoundaryProps, { error: unknown; key: string }> {
  // Set in the constructor, not as a class field (see ApiError in lib/http.ts: the entry's helper functions).
  constructor(props: OfflineBoundaryProps) {
    super(props);
    this.state = { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; key: string },
  ): { error: unknown; key: string } | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isOfflineFailure(this.state.error))
      return this.props.fallback === undefined ? <OfflinePage /> : this.props.fallback;
    throw this.state.error;
  }
}
