// The hire flow (spec: Find Workers "Hire flow" and "Hire failure"): Hire button, confirm dialog, request,
// success; a refusal leads to phone verification or the 'Monthly Hire Limit Reached' dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { HIRE_EXPIRY_DAYS } from '../../../shared/constants.js';
import { HIRE_MESSAGES, HIRE_TOASTS } from '../../../shared/schemas/hire-texts.js';
import type { HireErrorBody } from '../../../shared/schemas/hires.js';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { dismiss, toast } from '../../components/ui/use-toast.js';
import { useAfterPaint } from '../../lib/after-paint.js';
import { errorBody, serverMessage } from '../../lib/api.js';
import { navigate } from '../../lib/navigation.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useAuth } from '../auth/index.js';
import { useEmployerStatus } from '../employer/index.js';
import { useCreateHire, useHireChannel, useMyHires } from './api.js';
import { HireLimitDialog } from './hire-limit-dialog.js';

/** The query value that reopens a worker's hire dialog, e.g. after the phone check: /worker/ID?hire=ID. */
const HIRE_RESUME_PARAM = 'hire';

/** Where the phone check sends the employer back to: this worker, with the hire dialog open (issue 16). */
function hireResumePath(workerId: string): string {
  return `/worker/${encodeURIComponent(workerId)}?${HIRE_RESUME_PARAM}=${encodeURIComponent(workerId)}`;
}

function phoneVerificationPath(workerId: string): string {
  return `/phone-verification?returnTo=${encodeURIComponent(hireResumePath(workerId))}`;
}

export interface HireButtonProps {
  worker: { id: string; fullName: string };
  size?: 'sm' | 'default' | 'lg';
  className?: string;
}

export function HireButton({ worker, size = 'sm', className = 'flex-1' }: HireButtonProps) {
  const { t } = useLingui();
  const shared = useSharedMessage();
  const { user } = useAuth();
  // The hire state and the quota are read once the profile has painted: asked with it, they delayed the photo
  // (decision 0258). Until they come the button offers Hire, as it did while they loaded.
  const painted = useAfterPaint();
  const signedIn = user !== null;
  const myHires = useMyHires(signedIn && painted);
  const employer = useEmployerStatus(signedIn && painted);
  const createHire = useCreateHire();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const channel = useHireChannel(worker.id, confirmOpen).data?.channel;
  const [limit, setLimit] = useState<{ used: number; limit: number } | null>(null);
  const search = useSearch();
  const resume = new URLSearchParams(search).get(HIRE_RESUME_PARAM) === worker.id;

  // Back from the phone check: the dialog opens again, and the marker leaves the URL so a reload does not reopen it.
  useEffect(() => {
    if (!resume) return;
    setConfirmOpen(true);
    const url = new URL(window.location.href);
    url.searchParams.delete(HIRE_RESUME_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [resume]);

  if (!user || user.workerId === worker.id) return null;

  const latest = myHires.data?.hires.find((h) => h.workerId === worker.id);
  if (latest?.status === 'requested' || latest?.status === 'accepted') {
    return (
      <Button size={size} variant="secondary" className={className} disabled>
        {latest.status === 'requested' ? t`Hire Requested` : t`Hired`}
      </Button>
    );
  }

  // The confirm dialog says what this hire will need before the request is sent.
  const status = employer.data;
  const next = status?.nextHire;
  const freeLimit = status?.freeHireLimit ?? 0;
  const freeUsed = status?.freeHiresUsed ?? 0;
  const quotaLine = !status
    ? null
    : next === 'needsPhoneVerification'
      ? t`First you verify your phone number, once: Confirm Hire takes you there, and we bring you straight back to this hire.`
      : next === 'needsSubscription'
        ? t`You have used all ${freeLimit} free hires this month: hiring more this month needs a subscription (unlimited hires).`
        : next === 'subscribed'
          ? t`Your subscription covers unlimited hires.`
          : t`This uses 1 of your ${freeLimit} free hires this month (${freeUsed} used so far).`;
  const name = worker.fullName;
  const days = HIRE_EXPIRY_DAYS;

  const submit = () => {
    createHire.mutate(worker.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast({
          title: t`Hire request sent`,
          description: t`${name} will be told by WhatsApp or SMS and can answer there. You will see their address once they accept.`,
        });
      },
      onError: (error) => {
        setConfirmOpen(false);
        const body = errorBody<HireErrorBody>(error);
        if (body?.requiresPhoneVerification) {
          toast({
            title: shared(HIRE_TOASTS.phoneRequiredTitle),
            description: shared(HIRE_TOASTS.phoneRequiredDescription),
            variant: 'destructive',
          });
          navigate(phoneVerificationPath(worker.id));
          return;
        }
        if (body?.requiresSubscription) {
          // An earlier hire's 'Hire request sent' must not sit under the limit dialog as if it were this one's.
          dismiss();
          setLimit({ used: body.currentHireCount ?? 0, limit: body.limit ?? 0 });
          return;
        }
        toast({
          title: t`Error`,
          description: serverMessage(error) ?? shared(HIRE_MESSAGES.failed),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <Button
        size={size}
        className={className}
        onClick={() => {
          // A toast about another worker's hire is stale under this worker's dialog (issue 32).
          dismiss();
          setConfirmOpen(true);
        }}
      >
        <UserPlus size={16} aria-hidden="true" />
        <Trans>
          Hire<span className="sr-only"> {name}</span>
        </Trans>
      </Button>
      <Dialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!createHire.isPending) setConfirmOpen(open);
        }}
        title={t`Hire ${name}?`}
        description={
          channel === 'whatsapp'
            ? t`We will send ${name} your hire request by WhatsApp. They have ${days} days to accept, and once they do you will see their address.`
            : t`We will send ${name} your hire request by SMS. They have ${days} days to accept, and once they do you will see their address.`
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmOpen(false)} disabled={createHire.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            {next === 'needsSubscription' ? (
              // The free hires are used up: Confirm Hire would only lead to the limit dialog (issue 32).
              <Button
                onClick={() => {
                  setConfirmOpen(false);
                  navigate('/employer-subscription');
                }}
              >
                <Trans>Subscribe Now</Trans>
              </Button>
            ) : (
              <Button onClick={submit} disabled={createHire.isPending || employer.isLoading}>
                {createHire.isPending ? t`Sending...` : t`Confirm Hire`}
              </Button>
            )}
          </>
        }
      >
        {quotaLine ? (
          <p className="text-sm text-slate-700" data-testid="hire-quota">
            {quotaLine}
          </p>
        ) : null}
      </Dialog>
      <HireLimitDialog
        open={limit !== null}
        onOpenChange={(open) => {
          if (!open) setLimit(null);
        }}
        used={limit?.used ?? 0}
        limit={limit?.limit ?? 0}
      />
    </>
  );
}
