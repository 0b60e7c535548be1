// The employer's hires and their status; the worker's address appears once the worker accepts.
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { formatLocalPhone } from '../../../shared/phone.js';
import type { EmployerHire } from '../../../shared/schemas/hires.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { HIRE_STATUS_LABELS, useHireAction, useMyHires } from './api.js';

export function MyHires() {
  const { t, i18n } = useLingui();
  const mine = useMyHires();
  const action = useHireAction();
  const hires = mine.data?.hires ?? [];

  const run = (hire: EmployerHire, choice: 'cancel' | 'complete') => {
    const name = hire.worker.fullName;
    action.mutate(
      { hireId: hire.id, action: choice },
      {
        onSuccess: () =>
          toast({
            title: choice === 'cancel' ? t`Hire cancelled` : t`Hire completed`,
            description:
              choice === 'cancel'
                ? t`${name} has been told.`
                : t`Thank you. You can now leave ${name} a review.`,
          }),
        onError: (error) =>
          toast({
            title: t`Error`,
            description: serverMessage(error) ?? t`Failed to update the hire`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card data-testid="my-hires">
      <CardHeader>
        <CardTitle>
          <Trans>My Hires</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {mine.isLoading ? <p className="text-sm text-slate-600">{t`Loading your hires…`}</p> : null}
        {mine.isSuccess && hires.length === 0 ? (
          <p className="text-sm text-slate-600">{t`No hires yet`}</p>
        ) : null}
        <ul className="grid gap-3">
          {hires.map((hire) => {
            const { fullName: name, suburb, city } = hire.worker;
            const requested = formatDate(hire.createdAt);
            return (
              <li key={hire.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/worker/${hire.worker.id}`} className="font-medium text-brand-800 underline">
                    {hire.worker.fullName}
                  </Link>
                  <span
                    className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium"
                    data-testid="hire-status"
                  >
                    {i18n._(HIRE_STATUS_LABELS[hire.status])}
                  </span>
                </div>
                <p className="text-sm text-slate-600">{t`Requested ${requested} · ${suburb}, ${city}`}</p>
                {hire.worker.address ? (
                  <p className="mt-1 flex flex-wrap items-center gap-3 text-sm">
                    <span className="inline-flex items-center gap-1">
                      <MapPin size={14} aria-hidden="true" /> {hire.worker.address}, {hire.worker.suburb},{' '}
                      {hire.worker.city} {hire.worker.postalCode}
                    </span>
                    {hire.worker.phoneNumber ? (
                      <a
                        href={`tel:${hire.worker.phoneNumber}`}
                        className="inline-flex items-center gap-1 text-brand-800 underline"
                      >
                        <Phone size={14} aria-hidden="true" /> {formatLocalPhone(hire.worker.phoneNumber)}
                      </a>
                    ) : null}
                  </p>
                ) : null}
                {hire.status === 'accepted' || hire.status === 'completed' ? (
                  <Link
                    href={`/employ/${hire.id}`}
                    className="mt-2 inline-block font-medium text-brand-800 underline"
                  >
                    <Trans>Employ {name} properly</Trans>
                  </Link>
                ) : null}
                {hire.status === 'requested' || hire.status === 'accepted' ? (
                  <div className="mt-2 flex gap-2">
                    {hire.status === 'accepted' ? (
                      <Button size="sm" onClick={() => run(hire, 'complete')} disabled={action.isPending}>
                        <Trans>Mark Completed</Trans>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => run(hire, 'cancel')}
                      disabled={action.isPending}
                    >
                      <Trans>Cancel Hire</Trans>
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
