// The worker's side of a hire (worker dashboard): open requests with Accept and Decline, then the answered ones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Phone, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { WorkerHire } from '../../../shared/schemas/hires.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Dialog } from '../../components/ui/dialog.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { isQueued, type OutboxItem, outboxAction, useOutbox } from '../../lib/offline.js';
import { EmployerFacts, HireTrustActions } from '../trust/index.js';
import { HIRE_STATUS_LABELS, useHireAction, useIncomingHires } from './api.js';

// What the request asks her to do, on demand: a hire from Find Workers names no visit or job, and accepting one
// (the way from an SMS) need not download the card's formatting (decision 0382). Offline with the chunk never
// fetched, the card shows the rest.
const RequestedWork = lazy(() =>
  import('./requested-work.js').then(
    (m) => ({ default: m.RequestedWork }),
    () => ({ default: () => null }),
  ),
);

function employerLabel(hire: WorkerHire): string {
  const { name, companyName } = hire.employer;
  return companyName && companyName !== name ? `${name} (${companyName})` : name;
}

export function PendingHires() {
  const [declining, setDeclining] = useState<WorkerHire | null>(null);
  const incoming = useIncomingHires();
  const action = useHireAction();
  const hires = incoming.data?.hires ?? [];
  const pending = hires.filter((h) => h.status === 'requested');
  const answered = hires.filter((h) => h.status !== 'requested').slice(0, 5);
  const { t, i18n } = useLingui();
  const outbox = useOutbox();
  /** The answer made offline that still waits for the connection, if any. */
  const waiting = (hire: WorkerHire) =>
    outbox.find((i) => i.state === 'waiting' && i.path.startsWith(`/api/hires/${hire.id}/`));

  const answer = (hire: WorkerHire, choice: 'accept' | 'decline') => {
    const employer = employerLabel(hire);
    action.mutate(
      { hireId: hire.id, action: choice },
      {
        onSettled: () => setDeclining(null),
        onSuccess: (answered) =>
          toast(
            isQueued(answered)
              ? {
                  title: t`Saved to send later`,
                  description: t`You are offline. Your answer will be sent when the connection returns.`,
                }
              : choice === 'accept'
                ? {
                    title: t`Hire accepted`,
                    description: t`${employer} can now see your address and contact you.`,
                  }
                : { title: t`Hire declined`, description: t`${employer} has been told.` },
          ),
        onError: (error) =>
          toast({
            title: t`Error`,
            description: serverMessage(error) ?? t`Failed to answer the hire request`,
            variant: 'destructive',
          }),
      },
    );
  };

  // Declining cannot be undone, so it is confirmed first (issue 16).
  const decliningName = declining ? employerLabel(declining) : '';
  return (
    <Card data-testid="pending-hires">
      <CardHeader>
        <CardTitle>
          <Trans>Hire Requests</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Employers who want to hire you. Your exact address is shared only with employers you accept.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {incoming.isLoading ? <p className="text-sm text-slate-600">{t`Loading hire requests…`}</p> : null}
        {incoming.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Could not load your hire requests.</Trans>
          </p>
        ) : null}
        {incoming.isSuccess && hires.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No hire requests yet</Trans>
          </p>
        ) : null}
        {pending.length > 0 ? (
          <ul className="grid gap-3" aria-label={t`Pending hire requests`}>
            {pending.map((hire) => {
              const employer = employerLabel(hire);
              const requested = formatDate(hire.createdAt);
              const answerBy = formatDate(hire.expiresAt);
              return (
                <li key={hire.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                  <p className="font-medium">{t`${employer} wants to hire you`}</p>
                  {hire.visit || hire.job ? (
                    <Suspense fallback={null}>
                      <RequestedWork hire={hire} />
                    </Suspense>
                  ) : null}
                  <EmployerFacts employer={hire.employer} />
                  <p className="text-sm text-slate-700">
                    {t`Requested ${requested} · answer by ${answerBy}`}
                  </p>
                  {waiting(hire) ? (
                    <p className="mt-2 text-sm font-medium text-amber-950" data-testid="answer-waiting">
                      {outboxAction(waiting(hire) as OutboxItem) === 'accept'
                        ? t`Accepted on this phone: waiting for a connection to send it.`
                        : t`Declined on this phone: waiting for a connection to send it.`}
                    </p>
                  ) : (
                    <div className="mt-2 flex gap-2">
                      <Button size="sm" onClick={() => answer(hire, 'accept')} disabled={action.isPending}>
                        <Check size={16} aria-hidden="true" /> <Trans>Accept</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeclining(hire)}
                        disabled={action.isPending}
                      >
                        <X size={16} aria-hidden="true" /> <Trans>Decline</Trans>
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        {answered.length > 0 ? (
          <ul className="grid gap-2" aria-label={t`Answered hire requests`}>
            {answered.map((hire) => (
              <li key={hire.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  {employerLabel(hire)} · {formatDate(hire.createdAt)}
                </span>
                <span className="flex items-center gap-2">
                  {hire.employer.phoneNumber ? (
                    <a
                      href={`tel:${hire.employer.phoneNumber}`}
                      className="inline-flex items-center gap-1 text-brand-800 underline"
                    >
                      <Phone size={14} aria-hidden="true" /> {formatLocalPhone(hire.employer.phoneNumber)}
                    </a>
                  ) : null}
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium">
                    {i18n._(HIRE_STATUS_LABELS[hire.status])}
                  </span>
                </span>
                <HireTrustActions hire={hire} employerName={employerLabel(hire)} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <Dialog
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open && !action.isPending) setDeclining(null);
        }}
        title={declining ? t`Decline ${decliningName}'s request?` : ''}
        description={t`They will be told by WhatsApp or SMS, and you cannot accept this request afterwards. They can send you a new one.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeclining(null)} disabled={action.isPending}>
              <Trans>Keep Request</Trans>
            </Button>
            <Button
              variant="destructive"
              onClick={() => declining && answer(declining, 'decline')}
              disabled={action.isPending}
            >
              <Trans>Decline Request</Trans>
            </Button>
          </>
        }
      />
    </Card>
  );
}
