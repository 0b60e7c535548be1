// The worker's side of a hire (worker dashboard): open requests with Accept and Decline, then the answered ones.
import { Check, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { WorkerHire } from '../../../shared/schemas/hires.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Dialog } from '../../components/ui/dialog.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { HIRE_STATUS_LABELS, useHireAction, useIncomingHires } from './api.js';

function employerLabel(hire: WorkerHire): string {
  const { name, companyName } = hire.employer;
  return companyName && companyName !== name ? `${name} (${companyName})` : name;
}

/** Declining cannot be undone, so it is confirmed first (issue 16). */
export const DECLINE_TEXTS = {
  title: (employer: string) => `Decline ${employer}'s request?`,
  description:
    'They will be told by SMS, and you cannot accept this request afterwards. They can send you a new one.',
  keep: 'Keep Request',
  confirm: 'Decline Request',
} as const;

export function PendingHires() {
  const [declining, setDeclining] = useState<WorkerHire | null>(null);
  const incoming = useIncomingHires();
  const action = useHireAction();
  const hires = incoming.data?.hires ?? [];
  const pending = hires.filter((h) => h.status === 'requested');
  const answered = hires.filter((h) => h.status !== 'requested').slice(0, 5);

  const answer = (hire: WorkerHire, choice: 'accept' | 'decline') => {
    action.mutate(
      { hireId: hire.id, action: choice },
      {
        onSettled: () => setDeclining(null),
        onSuccess: () =>
          toast(
            choice === 'accept'
              ? {
                  title: 'Hire accepted',
                  description: `${employerLabel(hire)} can now see your address and contact you.`,
                }
              : { title: 'Hire declined', description: `${employerLabel(hire)} has been told.` },
          ),
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error) ?? 'Failed to answer the hire request',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card data-testid="pending-hires">
      <CardHeader>
        <CardTitle>Hire Requests</CardTitle>
        <CardDescription>
          Employers who want to hire you. Your exact address is shared only with employers you accept.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {incoming.isLoading ? <p className="text-sm text-slate-600">Loading hire requests…</p> : null}
        {incoming.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load your hire requests.
          </p>
        ) : null}
        {incoming.isSuccess && hires.length === 0 ? (
          <p className="text-sm text-slate-600">No hire requests yet</p>
        ) : null}
        {pending.length > 0 ? (
          <ul className="grid gap-3" aria-label="Pending hire requests">
            {pending.map((hire) => (
              <li key={hire.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                <p className="font-medium">{employerLabel(hire)} wants to hire you</p>
                <p className="text-sm text-slate-700">
                  Requested {formatDate(hire.createdAt)} · answer by {formatDate(hire.expiresAt)}
                </p>
                <div className="mt-2 flex gap-2">
                  <Button size="sm" onClick={() => answer(hire, 'accept')} disabled={action.isPending}>
                    <Check size={16} aria-hidden="true" /> Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDeclining(hire)}
                    disabled={action.isPending}
                  >
                    <X size={16} aria-hidden="true" /> Decline
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {answered.length > 0 ? (
          <ul className="grid gap-2" aria-label="Answered hire requests">
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
                    {HIRE_STATUS_LABELS[hire.status]}
                  </span>
                </span>
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
        title={declining ? DECLINE_TEXTS.title(employerLabel(declining)) : ''}
        description={DECLINE_TEXTS.description}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeclining(null)} disabled={action.isPending}>
              {DECLINE_TEXTS.keep}
            </Button>
            <Button
              variant="destructive"
              onClick={() => declining && answer(declining, 'decline')}
              disabled={action.isPending}
            >
              {DECLINE_TEXTS.confirm}
            </Button>
          </>
        }
      />
    </Card>
  );
}
