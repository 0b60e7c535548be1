// Route /phone-verification: the employer's one-time phone check before hiring (signed-out visitors go to /login).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { buttonClass } from '../components/ui/button.js';
import { Spinner } from '../components/ui/spinner.js';
import { safeReturnTo, useRequireAuth } from '../features/auth/index.js';
import { PhoneVerificationForm, useEmployerStatus } from '../features/employer/index.js';

export default function PhoneVerificationPage() {
  // returnTo: the hire the employer was making when the check was asked for (issue 16), a same-site path only.
  const { t } = useLingui();
  const returnTo = safeReturnTo(new URLSearchParams(useSearch()).get('returnTo'));
  const { user } = useRequireAuth(
    returnTo ? `/phone-verification?returnTo=${encodeURIComponent(returnTo)}` : '/phone-verification',
  );
  const ready = user !== null;
  const status = useEmployerStatus(ready);
  if (!ready || !user || status.isLoading) return <Spinner label={t`Loading`} />;
  return (
    <div className="mx-auto grid max-w-md gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Employer Phone Verification</Trans>
      </h1>
      {status.data?.phoneVerified ? (
        <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <Trans>Your phone number is verified. You can hire workers.</Trans>{' '}
          <Link href={returnTo ?? '/find-workers'} className={buttonClass('outline', 'sm', 'mt-2')}>
            {returnTo ? t`Continue` : t`Find Workers`}
          </Link>
        </p>
      ) : null}
      <PhoneVerificationForm signedInPhone={user.phoneNumber} returnTo={returnTo} />
    </div>
  );
}
