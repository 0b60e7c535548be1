// A one-line summary above Find Workers: the employer's free hires or subscription, and a link to their hires.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useAfterPaint } from '../../lib/after-paint.js';
import { useEmployerStatus } from '../employer/index.js';

export function HireStatusBar() {
  const { t } = useLingui();
  // Asked after Find Workers' first paint, not with it (decision 0364, as the profile's hire state, decision 0258).
  const { data, isError } = useEmployerStatus(useAfterPaint());
  if (isError) return null;
  const count = data?.monthlyHireCount ?? 0;
  const limit = data?.freeHireLimit ?? 0;
  // The line's height is held while the status loads, so the search below does not shift down when it arrives.
  return (
    <div className="mx-auto flex min-h-9 w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-4 pt-4 text-sm">
      {data ? (
        <>
          <span data-testid="hire-status-bar">
            {data.hasActiveSubscription
              ? t`Unlimited hires · ${count} this month`
              : t`Free hires this month: ${count} of ${limit}`}
          </span>
          <Link href="/employer-subscription" className="font-medium text-brand-800 underline">
            <Trans>My hires and plan</Trans>
          </Link>
        </>
      ) : null}
    </div>
  );
}
