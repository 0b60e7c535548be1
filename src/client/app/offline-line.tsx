// What the shell must say with nothing downloaded beyond it: that the phone is offline. Its texts stay in the shell
// catalogue; the outbox's list of waiting actions (outbox-notice.tsx) has its texts in `common`, loaded when there
// is something to list (the landing page's script budget, decision 0188).
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CloudOff } from 'lucide-react';

/** The notice's name for screen readers. */
export const CONNECTION_LABEL = msg`Connection`;

export function OfflineLine() {
  return (
    <p className="flex items-center gap-2 font-medium">
      <CloudOff size={16} aria-hidden="true" />
      <Trans>You are offline. Saved pages still open; actions wait until the connection returns.</Trans>
    </p>
  );
}
