// The Contact dialog: the worker's phone number, to call or message directly.
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { formatLocalPhone } from '../../../shared/phone.js';
import { buttonClass } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';

export function ContactDialog({
  open,
  onOpenChange,
  fullName,
  phoneNumber,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fullName: string;
  phoneNumber: string;
}) {
  const { t } = useLingui();
  const whatsapp = `https://wa.me/${phoneNumber.replace(/^\+/, '')}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Contact ${fullName}`}
      description={t`Call or message the worker directly to discuss the job.`}
    >
      <p className="text-center text-2xl font-semibold tracking-wide" data-testid="contact-phone">
        {formatLocalPhone(phoneNumber)}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <a href={`tel:${phoneNumber}`} className={buttonClass('default')}>
          <Phone size={16} aria-hidden="true" /> <Trans>Call</Trans>
        </a>
        <a href={whatsapp} target="_blank" rel="noreferrer" className={buttonClass('outline')}>
          <MessageCircle size={16} aria-hidden="true" /> WhatsApp
        </a>
      </div>
    </Dialog>
  );
}
