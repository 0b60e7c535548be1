// Route '/account': notification preferences (issue 19), the worker's trusted contact (issue 20), then 'Your data and privacy' (POPIA): download my data,
// delete my account.

import { Trans } from '@lingui/react/macro';
import { ME_TEXTS } from '../../shared/schemas/me.js';
import { DataSaverToggle } from '../components/ui/data-saver-toggle.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PrivacyControls, TrustedContactCard } from '../features/me/index.js';
import { NotificationPreferences } from '../features/notifications/index.js';
import { useSharedMessage } from '../lib/shared-message.js';

export default function AccountPage() {
  const { user } = useRequireAuth('/account');
  const translate = useSharedMessage();
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{translate(ME_TEXTS.pageTitle)}</h1>
        <p className="mt-2 text-slate-600">
          <Trans>
            South Africa's Protection of Personal Information Act (POPIA) gives you the right to see the
            personal information we hold about you and to have it deleted. Read more in our{' '}
            <a className="underline" href="/privacy">
              Privacy Policy
            </a>
            .
          </Trans>
        </p>
      </div>
      <NotificationPreferences />
      {user.hasWorkerProfile ? <TrustedContactCard /> : null}
      <PrivacyControls />
      <section
        className="grid gap-2 rounded-xl border border-slate-200 p-4"
        aria-labelledby="data-saver-heading"
      >
        <h2 id="data-saver-heading" className="text-lg font-semibold">
          <Trans>Mobile data</Trans>
        </h2>
        <DataSaverToggle />
      </section>
    </div>
  );
}
