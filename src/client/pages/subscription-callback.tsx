// Route /subscription-callback: verifies the subscription payment named by ?reference= (spec: "Subscription callback").
// Signed out (the checkout came back to another browser, or the session ended), it asks the person to sign in and
// comes back here, rather than calling a possibly paid subscription failed (issue 32, item 9). A declined payment
// offers Try Again with the same plan (item 11).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { isSubscriptionType, type SubscriptionType } from '../../shared/constants.js';
import { EMPLOYER_MESSAGES, type SubscriptionVerifyAnswer } from '../../shared/schemas/employer.js';
import { Button, buttonClass } from '../components/ui/button.js';
import { Card, CardContent } from '../components/ui/card.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { EMPLOYER_ME_KEY, useStartSubscription } from '../features/employer/index.js';
import { apiJson, errorBody, serverMessage } from '../lib/api.js';
import { formatDate } from '../lib/format-date.js';
import { PLAN_TEXTS } from '../lib/product-texts.js';
import { useSharedMessage } from '../lib/shared-message.js';

function TryAgain({ plan }: { plan: SubscriptionType }) {
  const start = useStartSubscription();
  const { t } = useLingui();
  return (
    <Button size="lg" className="w-full" disabled={start.isPending} onClick={() => start.mutate(plan)}>
      {start.isPending ? t`Processing...` : t`Try Again`}
    </Button>
  );
}

export default function SubscriptionCallbackPage() {
  const { user } = useRequireAuth(`${window.location.pathname}${window.location.search}`);
  return user ? <SubscriptionResult /> : <Spinner />;
}

function SubscriptionResult() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const translate = useSharedMessage();
  const reference = new URLSearchParams(window.location.search).get('reference') ?? '';
  const verify = useQuery({
    queryKey: ['subscription-verify', reference],
    queryFn: () => {
      if (!reference)
        throw new Error(`400: ${JSON.stringify({ message: EMPLOYER_MESSAGES.referenceMissing })}`);
      return apiJson<SubscriptionVerifyAnswer>(
        'GET',
        `/api/employer/subscription/verify?reference=${encodeURIComponent(reference)}`,
      );
    },
  });

  useEffect(() => {
    if (verify.isSuccess) void queryClient.invalidateQueries({ queryKey: EMPLOYER_ME_KEY });
  }, [verify.isSuccess, queryClient]);

  const failedPlan = errorBody<{ subscriptionType?: unknown }>(verify.error)?.subscriptionType;
  const plan = i18n._(
    PLAN_TEXTS[verify.data?.subscription?.type ?? 'monthly']?.name ?? PLAN_TEXTS.monthly.name,
  );
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center">
          {verify.isLoading ? (
            <div role="status" className="grid justify-items-center gap-4">
              <span
                className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
                aria-hidden="true"
              />
              <p>
                <Trans>Verifying your subscription payment...</Trans>
              </p>
            </div>
          ) : verify.isSuccess ? (
            <>
              <CheckCircle2 size={56} className="text-emerald-700" aria-hidden="true" />
              <h1 className="text-2xl font-bold">
                <Trans>Subscription Activated!</Trans>
              </h1>
              <dl className="grid gap-1 text-sm">
                <div>
                  <dt className="inline text-slate-600">
                    <Trans>Plan:</Trans>{' '}
                  </dt>
                  <dd className="inline font-medium">{plan}</dd>
                </div>
                <div>
                  <dt className="inline text-slate-600">
                    <Trans>Expires:</Trans>{' '}
                  </dt>
                  <dd className="inline font-medium">{formatDate(verify.data?.subscription?.expiresAt)}</dd>
                </div>
              </dl>
              <p className="text-sm text-slate-600">
                <Trans>You can now hire as many workers as you need.</Trans>
              </p>
              <Link href="/find-workers" className={buttonClass('default', 'lg', 'w-full')}>
                <Trans>Start Hiring Workers</Trans>
              </Link>
            </>
          ) : (
            <>
              <XCircle size={56} className="text-red-700" aria-hidden="true" />
              <h1 className="text-2xl font-bold">
                <Trans>Payment Failed</Trans>
              </h1>
              <p role="alert" className="text-slate-700">
                {translate(serverMessage(verify.error) ?? EMPLOYER_MESSAGES.verifyFailedDefault)}
              </p>
              {isSubscriptionType(failedPlan) ? <TryAgain plan={failedPlan} /> : null}
              <Link href="/find-workers" className={buttonClass('outline', 'lg', 'w-full')}>
                <Trans>Back to Find Workers</Trans>
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
