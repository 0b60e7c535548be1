// The worker dashboard's job-alert switch (issue 18, POPIA s69: off until the worker turns it on) and its channel,
// with the rules said plainly, and the way to Jobs Near Me.
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { Link } from 'wouter';
import { JOB_ALERTS_PER_WORKER_PER_DAY, QUIET_HOURS_DEFAULT } from '../../../shared/constants.js';
import type { JobAlertChannel } from '../../../shared/schemas/job-posts.js';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { useJobAlerts, useSetJobAlerts } from './api.js';

export function JobAlertsCard() {
  const { t } = useLingui();
  const settings = useJobAlerts();
  const save = useSetJobAlerts();
  const failed = () =>
    toast({ title: t`Could not save`, description: t`Please try again.`, variant: 'destructive' });
  const { start, end } = QUIET_HOURS_DEFAULT;
  const perDay = JOB_ALERTS_PER_WORKER_PER_DAY;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <BellRing size={20} aria-hidden="true" className="text-brand-800" />
          <CardTitle>
            <Trans>Job alerts</Trans>
          </CardTitle>
        </div>
        <CardDescription>
          <Trans>
            Hear of new jobs near you that match your skills: at most {perDay} a day, never between {start}{' '}
            and {end}. Premium workers hear first.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isLoading || !settings.data ? (
          <Spinner />
        ) : (
          <>
            <label className="flex min-h-[44px] items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-800"
                checked={settings.data.enabled}
                disabled={save.isPending}
                onChange={(e) => save.mutate({ enabled: e.target.checked }, { onError: failed })}
              />
              <Trans>Send me job alerts</Trans>
            </label>
            <label className="grid gap-1.5 text-sm font-medium">
              <Trans>Send them by</Trans>
              <select
                className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3"
                value={settings.data.channel}
                disabled={save.isPending}
                onChange={(e) =>
                  save.mutate({ channel: e.target.value as JobAlertChannel }, { onError: failed })
                }
              >
                <option value="whatsapp">WhatsApp</option>
                <option value="sms">SMS</option>
              </select>
            </label>
          </>
        )}
        <Link href="/jobs/near-me" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
          <Trans>See jobs near me</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
