// 'Monthly Hire Limit Reached' (spec section 8): opens when a hire needs a subscription.
import { HIRE_TOASTS } from '../../../shared/schemas/hire-texts.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { navigate } from '../../lib/navigation.js';

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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={HIRE_TOASTS.limitTitle}
      description={HIRE_TOASTS.limitDescription(used, limit)}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/employer-subscription');
            }}
          >
            Subscribe Now
          </Button>
        </>
      }
    />
  );
}
