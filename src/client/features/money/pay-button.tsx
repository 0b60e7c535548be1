// The button that starts a charge: the route answers the provider's page (Paystack's, or the sandbox's on the demo),
// where the household pays; the provider then comes back to /payment-callback with the result. A refusal shows here.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { VisitChargeAnswer } from '../../../shared/schemas/visit-payments.js';
import { Button } from '../../components/ui/button.js';
import { serverMessage } from '../../lib/api.js';
import { hardRedirect } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';

export function PayButton({ label, start }: { label: string; start: () => Promise<VisitChargeAnswer> }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(failure)}
        </p>
      ) : null}
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailure(null);
          try {
            hardRedirect((await start()).authorizationUrl);
          } catch (error) {
            setFailure(serverMessage(error) ?? t`The payment could not be started. Please try again.`);
            setBusy(false);
          }
        }}
      >
        {busy ? t`Processing...` : label}
      </Button>
    </div>
  );
}
