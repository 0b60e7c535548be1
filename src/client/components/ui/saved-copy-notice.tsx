// Says that what is shown is the copy this phone saved, and from when (issue 22): offline, the service worker
// answers with the last copy it kept.
import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';
import { formatDateTime } from '../../lib/format-date.js';

export function SavedCopyNotice({ savedAt }: { savedAt: Date | null }) {
  if (!savedAt) return null;
  const when = formatDateTime(savedAt);
  return (
    <p
      role="status"
      data-testid="saved-copy"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <CloudOff size={16} aria-hidden="true" className="shrink-0" />
      <span>
        <Trans>Saved copy from {when}. You are offline, so this may have changed since.</Trans>
      </span>
    </p>
  );
}
