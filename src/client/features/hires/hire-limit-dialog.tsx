// 'Monthly Hire Limit Reached' (spec section 8): opens when a hire needs a subscription.
import { Trans } from '@lingui/react/macro';
import { HIRE_TOASTS } from '../../../shared/schemas/hire-texts.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { navigate } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';

export function HireLimitDialog({
  open,
  onOpenChange,
  used,
  limit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  used: number;
  limit: number;
}) {
  const shared = useSharedMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shared(HIRE_TOASTS.limitTitle)}
      description={shared(HIRE_TOASTS.limitDescription(used, limit))}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Maybe Later</Trans>
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/employer-subscription');
            }}
          >
            <Trans>Subscribe Now</Trans>
          </Button>
        </>
      }
    />
  );
}
