// The console's users (issue 20): find by phone or name, suspend with a reason (her sessions end, sign-in is
// refused, her listing and jobs are hidden), lift a suspension.

import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatLocalPhone, toE164 } from '../../../shared/phone.js';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import { LOW_RATING_MAX_STARS, LOW_RATING_WORKERS } from '../../../shared/schemas/trust.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { suspendUser, unsuspendUser, useAdminAction, useAdminUsers } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError, ReasonDialog, SearchBox } from './parts.js';

function personName(user: AdminUser): string {
  return user.workerName ?? user.firstName ?? user.companyName ?? user.phoneNumber;
}

function UserCard({ user, onSuspend }: { user: AdminUser; onSuspend: () => void }) {
  const { t } = useLingui();
  const lift = useAdminAction(unsuspendUser);
  const name = personName(user);
  const joined = formatDateTime(user.createdAt);
  const suspendedAt = user.suspendedAt ? formatDateTime(user.suspendedAt) : '';
  const reason = user.suspensionReason ?? '';
  const openReports = user.openReports;
  return (
    <Card data-testid="admin-user">
      <CardContent className="grid gap-2 pt-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">{name}</h3>
          <span className="font-mono text-sm">{user.phoneNumber}</span>
        </div>
        <p className="text-sm text-slate-600">
          {[
            user.workerId ? t`Worker` : t`Employer`,
            user.companyName,
            user.isAdmin ? t`Admin` : null,
            t`Joined ${joined}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {user.openReports > 0 ? (
          <p className="text-sm font-medium text-red-800">
            <Plural value={openReports} one="# open report" other="# open reports" />
          </p>
        ) : null}
        {user.lowRatingFlag ? (
          <p className="text-sm font-medium text-red-800" data-testid="low-rating-flag">
            {t`Flagged: rated ${LOW_RATING_MAX_STARS} stars or less by ${LOW_RATING_WORKERS} or more workers`}
          </p>
        ) : null}
        {user.suspendedAt ? (
          <div className="grid gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
            <p>{t`Suspended ${suspendedAt}: ${reason}`}</p>
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={lift.isPending}
              onClick={() =>
                lift.mutate(
                  { userId: user.id },
                  { onSuccess: () => toast({ title: t`Suspension lifted`, description: name }) },
                )
              }
            >
              {t`Lift suspension`}
            </Button>
          </div>
        ) : (
          <Button variant="destructive" className="justify-self-start" onClick={onSuspend}>
            {t`Suspend`}
          </Button>
        )}
        {user.workerId ? (
          <a className="text-sm text-brand-800 underline" href={`/worker/${user.workerId}`}>
            {t`Open worker profile`}
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * A linked phone number (the server's +27…) as people type it, 082 123 4567, like the box's example; the server
 * finds the user by either form. Anything else (a name) as it is.
 */
function localPhoneOrText(q: string): string {
  const e164 = toE164(q);
  return e164 ? formatLocalPhone(e164) : q;
}

export function UsersSection() {
  const { t } = useLingui();
  // Other sections link here with ?q= (a reviewed employer's phone, for one): that search runs, and is audited.
  const linked = localPhoneOrText(new URLSearchParams(useSearch()).get('q')?.trim() ?? '');
  const [q, setQ] = useState(linked);
  const users = useAdminUsers(q);
  const suspend = useAdminAction(suspendUser);
  const [target, setTarget] = useState<AdminUser | null>(null);
  const targetName = target ? personName(target) : '';
  return (
    <div className="grid gap-4">
      <SearchBox
        label={t`Find a user by phone or name`}
        placeholder={t`082 123 4567 or Thandi`}
        initial={linked}
        onSearch={setQ}
      />
      {users.isLoading ? (
        <Spinner label={t`Finding users`} />
      ) : !users.data ? (
        <LoadError error={users.error} />
      ) : users.data.length === 0 ? (
        <Empty>{t`No user matches this search.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Users`}>
          {users.data.map((user) => (
            <li key={user.id}>
              <UserCard user={user} onSuspend={() => setTarget(user)} />
            </li>
          ))}
        </ul>
      )}
      {target ? (
        <ReasonDialog
          title={t`Suspend ${targetName}?`}
          description={t`Their sessions end at once, they cannot sign in, and their listing and jobs are hidden until you lift the suspension. They are not told the reason.`}
          label={t`Reason (for the admins and the audit log)`}
          submitLabel={t`Suspend`}
          onClose={() => setTarget(null)}
          onSubmit={(reason) =>
            suspend.mutateAsync(
              { userId: target.id, reason },
              { onSuccess: () => toast({ title: t`User suspended`, description: targetName }) },
            )
          }
        />
      ) : null}
    </div>
  );
}
