// The Contact dialog: the worker's phone number, to call or message directly. Others than the worker and an employer
// she accepted ask for it when the dialog opens (POST /api/workers/:id/phone, issue 31): counted per worker a day,
// for employers whose own phone is verified; the refusal says why and what to do.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { PhoneReveal } from '../../../shared/schemas/phone-reveal.js';
import { buttonClass } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { apiJson, errorBody, serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';

function usePhoneReveal(workerId: string, enabled: boolean) {
  return useQuery<PhoneReveal>({
    queryKey: ['/api/workers', workerId, 'phone'],
    queryFn: () => apiJson<PhoneReveal>('POST', `/api/workers/${encodeURIComponent(workerId)}/phone`),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function ContactDialog({
  open,
  onOpenChange,
  workerId,
  fullName,
  phoneNumber,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workerId: string;
  fullName: string;
  /** Already known (her own profile, or a hire she accepted): no reveal asked for. */
  phoneNumber: string | null;
}) {
  const { t } = useLingui();
  const reveal = usePhoneReveal(workerId, open && phoneNumber === null);
  const shown = phoneNumber ?? reveal.data?.phoneNumber ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Contact ${fullName}`}
      description={t`Call or message the worker directly to discuss the job.`}
    >
      {shown ? <ShownPhone phoneNumber={shown} /> : null}
      {!shown && reveal.isError ? <Refusal error={reveal.error} /> : null}
      {!shown && !reveal.isError ? <Spinner label={t`Loading`} /> : null}
    </Dialog>
  );
}

function ShownPhone({ phoneNumber }: { phoneNumber: string }) {
  const whatsapp = `https://wa.me/${phoneNumber.replace(/^\+/, '')}`;
  return (
    <>
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
    </>
  );
}

function Refusal({ error }: { error: unknown }) {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const body = errorBody<{ requiresPhoneVerification?: boolean; requiresSubscription?: boolean }>(error);
  const here = typeof window === 'undefined' ? '' : window.location.pathname;
  return (
    <div className="grid gap-3" role="alert" data-testid="contact-refusal">
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {translate(serverMessage(error)) ?? t`The number could not be shown. Please try again.`}
      </p>
      {body?.requiresPhoneVerification ? (
        <Link
          href={`/phone-verification?returnTo=${encodeURIComponent(here)}`}
          className={buttonClass('default')}
        >
          <Trans>Verify Phone Number</Trans>
        </Link>
      ) : null}
      {body?.requiresSubscription ? (
        <Link href="/employer-subscription" className={buttonClass('outline')}>
          <Trans>Subscribe</Trans>
        </Link>
      ) : null}
    </div>
  );
}
