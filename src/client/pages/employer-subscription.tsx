// Route /employer-subscription: the employer's plan (active card or free-hire usage), plans, and their hires.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FREE_HIRES_PER_MONTH } from '../../shared/constants.js';
import { buttonClass } from '../components/ui/button.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { ActiveSubscriptionCard, SubscriptionPlans, useEmployerStatus } from '../features/employer/index.js';
import { MyHires } from '../features/hires/index.js';

export default function EmployerSubscriptionPage() {
  const { user } = useRequireAuth('/employer-subscription');
  const ready = user !== null;
  const status = useEmployerStatus(ready);
  const { t } = useLingui();
  if (!ready || status.isLoading) return <Spinner label={t`Loading your plan`} />;
  if (status.isError || !status.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        <Trans>Could not load your plan. Please try again.</Trans>
      </p>
    );
  }
  const data = status.data;
  const used = data.monthlyHireCount;
  const limit = data.freeHireLimit ?? FREE_HIRES_PER_MONTH;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Employer Subscription</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Unlimited hires for households and businesses that hire often.</Trans>
        </p>
      </div>
      {data.hasActiveSubscription ? (
        <ActiveSubscriptionCard status={data} />
      ) : (
        <p className="rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="free-hire-usage">
          <Trans>
            You have used {used} of {limit} free hires this month. Subscribe for unlimited access!
          </Trans>
        </p>
      )}
      <SubscriptionPlans isRenewal={data.hasActiveSubscription} />
      <MyHires />
      <Link href="/visits" className={buttonClass('outline')}>
        <Trans>Booked Visits</Trans>
      </Link>
      {/* What the household paid for visits and tips (issue 34). */}
      <Link href="/payments" className={buttonClass('outline')}>
        <Trans>My Payments</Trans>
      </Link>
    </div>
  );
}
