// Only the worker sees her hidden voice note, with the admin's reason (issue 35).
import { Trans } from '@lingui/react/macro';
import { EyeOff } from 'lucide-react';

export function HiddenVoiceNote({ reason }: { reason: string }) {
  return (
    <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
      <EyeOff size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>
        <Trans>Work Local has hidden your voice note from your profile. Reason: {reason}</Trans>
      </span>
    </p>
  );
}
