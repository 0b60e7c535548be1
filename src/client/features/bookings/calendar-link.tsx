// "Add to your calendar" on both bookings pages: the person's calendar feed address (GET /api/me/calendar) to copy
// into a phone's calendar, and a new address when the old one was shared too widely (the old one then stops working).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button.js';
import { Dialog } from '../../components/ui/dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { serverMessage } from '../../lib/api.js';
import { useCalendarLink, useRenewCalendarLink } from './api.js';

export function CalendarLink() {
  const { t } = useLingui();
  const link = useCalendarLink();
  const renew = useRenewCalendarLink();
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const url = link.data?.url ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t`Link copied.`);
    } catch {
      setStatus(t`Could not copy. Select the link and copy it.`);
    }
  };
  const makeNew = () =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setStatus(t`New link made. The old link no longer works.`);
      },
    });
  let body = null;
  if (link.isLoading) body = <Spinner label={t`Loading your calendar link`} />;
  else if (link.isError || !link.data) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {serverMessage(link.error) ?? t`Could not load your calendar link. Please try again.`}
      </p>
    );
  } else {
    body = (
      <>
        {/* Shown whole and wrapped rather than in a field: a field would hide most of the long address. */}
        <dl className="grid gap-1">
          <dt className="text-sm font-medium text-slate-800">{t`Your calendar link`}</dt>
          <dd
            className="break-all rounded-md bg-slate-50 p-2 font-mono text-sm text-slate-900"
            data-testid="calendar-url"
          >
            {url}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={copy}>
            <Trans>Copy link</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <Trans>Make a new link</Trans>
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="calendar-title" className="grid gap-3" data-testid="calendar-link">
      <h2 id="calendar-title" className="text-lg font-semibold">
        <Trans>Add to your calendar</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Add this link to your phone's calendar as a subscription to see your visits there. Anyone with the
          link can see your visits, so share it with no one.
        </Trans>
      </p>
      {body}
      <p role="status" aria-live="polite" className="text-sm text-brand-900" data-testid="calendar-status">
        {status}
      </p>
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !renew.isPending) setConfirming(false);
          }}
          title={t`Make a new calendar link?`}
          description={t`The old link stops working at once: a calendar that uses it must be given the new one.`}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={renew.isPending}>
                <Trans>Back</Trans>
              </Button>
              <Button onClick={makeNew} disabled={renew.isPending}>
                <Trans>Make a new link</Trans>
              </Button>
            </>
          }
        >
          {renew.error ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(renew.error) ?? t`Could not make a new link. Please try again.`}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}
