// The signed-in home page's jobs card: employers post a job and follow their applicants; workers find jobs near them.
import { Trans } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { IconCircle } from '../../components/ui/icon-circle.js';
import { useAuth } from '../auth/index.js';

export function JobsHomeCard() {
  const { user } = useAuth();
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <IconCircle>
            <ClipboardList size={20} aria-hidden="true" />
          </IconCircle>
          <CardTitle>
            <Trans>Jobs</Trans>
          </CardTitle>
        </div>
        <CardDescription>
          <Trans>Post a job and let nearby workers apply, or find work posted near you.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Link href="/jobs/new" className={buttonClass('default', 'default', 'w-full sm:w-auto')}>
          <Trans>Post a Job</Trans>
        </Link>
        <Link href="/jobs/mine" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
          <Trans>My Jobs</Trans>
        </Link>
        {user?.hasWorkerProfile ? (
          <Link href="/jobs/near-me" className={buttonClass('outline', 'default', 'w-full sm:w-auto')}>
            <Trans>Jobs Near Me</Trans>
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
