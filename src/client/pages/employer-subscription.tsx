// Route /employer-subscription: the employer's plan (active card or free-hire usage), plans, and their hires.
import { FREE_HIRES_PER_MONTH } from '../../shared/constants.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { ActiveSubscriptionCard, SubscriptionPlans, useEmployerStatus } from '../features/employer/index.js';
import { MyHires } from '../features/hires/index.js';

export default function EmployerSubscriptionPage() {
  const { user } = useRequireAuth('/employer-subscription');
  const ready = user !== null;
  const status = useEmployerStatus(ready);
  if (!ready || status.isLoading) return <Spinner label="Loading your plan" />;
  if (status.isError || !status.data) {
    return (
      <p role="alert" className="p-6 text-red-700">
        Could not load your plan. Please try again.
      </p>
    );
  }
  const data = status.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Employer Subscription</h1>
        <p className="text-slate-600">Unlimited hires for households and businesses that hire often.</p>
      </div>
      {data.hasActiveSubscription ? (
        <ActiveSubscriptionCard status={data} />
      ) : (
        <p className="rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="free-hire-usage">
          You have used {data.monthlyHireCount} of {data.freeHireLimit ?? FREE_HIRES_PER_MONTH} free hires
          this month. Subscribe for unlimited access!
        </p>
      )}
      <SubscriptionPlans isRenewal={data.hasActiveSubscription} />
      <MyHires />
    </div>
  );
}
