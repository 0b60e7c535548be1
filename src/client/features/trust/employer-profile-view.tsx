// The employer profile a worker sees (issue 20): name, general area, verified phone, member since, hires made, the
// rating and revealed reviews from workers; Block and Report beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Ban, EyeOff, MapPin, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { formatDate } from '../../lib/format-date.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { useAuth } from '../auth/index.js';
import { ReportButton } from '../reports/index.js';
import { useBlockToggle, useEmployerProfile } from './api.js';

/** Only the review's author sees her hidden review, with the admin's reason (as on a worker's profile). */
function HiddenNote({ reason }: { reason: string }) {
  return (
    <p className="mt-1 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
      <EyeOff size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>
        <Trans>Work Local has hidden your review from this profile. Reason: {reason}</Trans>
      </span>
    </p>
  );
}

export function EmployerProfileView({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const profile = useEmployerProfile(userId);
  const block = useBlockToggle();
  const { user } = useAuth();
  // Once blocked the profile is no longer the worker's to load (404); the page keeps it, with the state and Unblock.
  const [blocked, setBlocked] = useState(false);
  if (profile.isLoading) return <Spinner />;
  if (!profile.data) {
    return (
      <p role="alert" className="text-slate-700">
        <Trans>This employer profile is not available to you.</Trans>
      </p>
    );
  }
  const p = profile.data;
  const name =
    p.companyName && p.companyName !== p.displayName ? `${p.displayName} (${p.companyName})` : p.displayName;
  const average = i18n.number(Number(p.rating.averageRating), { maximumFractionDigits: 1 });
  const count = p.rating.totalReviews;
  const hiresMade = p.hiresMade;
  const since = formatDate(p.memberSince);
  const own = user?.id === p.userId;
  const onBlock = () =>
    block.mutate(
      { userId: p.userId, block: !blocked },
      {
        onSuccess: () => {
          const nowBlocked = !blocked;
          setBlocked(nowBlocked);
          if (!nowBlocked) return;
          toast({
            title: t`Blocked`,
            description: t`${name} can no longer hire you or see your profile. You can unblock them on your dashboard.`,
          });
        },
        onError: (error) =>
          toast({
            title: blocked ? t`Could not unblock` : t`Could not block`,
            description: translate(serverMessage(error)) ?? t`Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <h1 className="text-lg font-semibold leading-tight">{name}</h1>
        {own ? (
          <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900">
            <Trans>This is your profile as workers see it.</Trans>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-1 text-sm text-slate-800">
          <li className="flex items-center gap-1">
            <Star size={16} aria-hidden="true" className="text-amber-600" />
            {count > 0 ? t`Rated ${average} by workers (${count})` : t`Not rated by workers yet`}
          </li>
          <li>{t`Hires made: ${hiresMade}`}</li>
          <li className="flex items-center gap-1">
            <BadgeCheck size={16} aria-hidden="true" />
            {p.phoneVerified ? t`Phone verified` : t`Phone not verified`}
          </li>
          {p.area ? (
            <li className="flex items-center gap-1">
              <MapPin size={16} aria-hidden="true" /> {p.area}
            </li>
          ) : null}
          <li>{t`Member since ${since}`}</li>
        </ul>
        <section aria-labelledby="employer-reviews-heading" className="grid gap-2">
          <h2 id="employer-reviews-heading" className="font-semibold">
            <Trans>Reviews from workers</Trans>
          </h2>
          {p.reviews.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>No reviews from workers yet.</Trans>
            </p>
          ) : (
            <ul className="grid gap-2">
              {p.reviews.map((r) => {
                const stars = r.rating;
                return (
                  <li key={r.id} className="rounded-md border border-slate-200 p-2 text-sm">
                    <p className="font-medium">{t`${stars} of 5 stars`}</p>
                    {r.review ? <p className="whitespace-pre-line">{r.review}</p> : null}
                    <p className="text-xs text-slate-600">{formatDate(r.createdAt)}</p>
                    {r.hiddenReason !== null ? <HiddenNote reason={r.hiddenReason} /> : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {own ? null : (
          <div className="grid gap-2">
            {blocked ? (
              <p role="status" className="text-sm text-slate-800">
                <Trans>You blocked {name}: they can no longer hire you or see your profile.</Trans>
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={onBlock} disabled={block.isPending}>
                <Ban size={14} aria-hidden="true" />{' '}
                {blocked ? <Trans>Unblock this employer</Trans> : <Trans>Block this employer</Trans>}
              </Button>
              {blocked ? null : (
                <ReportButton
                  target={{ subjectType: 'user', subjectId: p.userId }}
                  label={t`Report this employer`}
                />
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
