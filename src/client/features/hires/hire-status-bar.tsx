// A one-line summary above Find Workers: the employer's free hires or subscription, and a link to their hires.
import { Link } from 'wouter';
import { useEmployerStatus } from '../employer/index.js';

export function HireStatusBar() {
  const { data, isError } = useEmployerStatus();
  if (isError) return null;
  // The line's height is held while the status loads, so the search below does not shift down when it arrives.
  return (
    <div className="mx-auto flex min-h-9 w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-4 text-sm">
      {data ? (
        <>
          <span data-testid="hire-status-bar">
            {data.hasActiveSubscription
              ? `Unlimited hires · ${data.monthlyHireCount} this month`
              : `Free hires this month: ${data.monthlyHireCount} of ${data.freeHireLimit}`}
          </span>
          <Link href="/employer-subscription" className="font-medium text-brand-800 underline">
            My hires and plan
          </Link>
        </>
      ) : null}
    </div>
  );
}
