// /payment-callback?reference=...: verifies the payment with the server, then success (toast, home after 3 s) or
// failed. Try Again starts the payment that failed again (the registration, or the upgrade to its tier); with no
// payment to restart (no reference, or it could not be checked) it goes to /register-worker as the spec says.
// Signed out (the checkout came back to another browser, or the session ended), it asks the person to sign in and
// comes back here, rather than calling a payment that may have succeeded failed (issue 32, item 9). A visit's
// payment, tip or late fee (issue 34) says what became of the money and leads to the household's payments.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAYMENT_METHOD, REDIRECT_DELAYS_MS } from '../../shared/constants.js';
import { EMPLOYER_MESSAGES } from '../../shared/schemas/employer.js';
import { PAYMENT_MESSAGES, type VerifyPaymentAnswer } from '../../shared/schemas/payments.js';
import { Button, LinkButton } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.js';
import { Spinner } from '../components/ui/spinner.js';
import { toast } from '../components/ui/use-toast.js';
import { refreshAuthUser, useRequireAuth } from '../features/auth/index.js';
import {
  AFTER_VISIT_PAYMENT,
  isVisitPayment,
  RETRY_VISIT_PAYMENT,
  VISIT_PAYMENT_NOTES,
} from '../features/money/index.js';
import { startRegistrationPayment, verifyPayment } from '../features/payments/index.js';
import { isUpgradeTier, startUpgradePayment } from '../features/tiers/index.js';
import { WORKER_ME_KEY } from '../features/worker-profile/index.js';
import { serverMessage } from '../lib/api.js';
import { i18n, translate } from '../lib/i18n.js';
import { navigate } from '../lib/navigation.js';
import { TIER_TEXTS } from '../lib/product-texts.js';
import { translateSharedMessage } from '../lib/shared-message.js';

/** The checked payment, when the server could say which it was. */
type Checked = Pick<VerifyPaymentAnswer, 'paymentType' | 'tierLevel' | 'paymentMethod'> | null;

type State =
  | { phase: 'verifying' }
  | { phase: 'success'; message: string; payment: Checked }
  | { phase: 'failed'; title: MessageDescriptor; message: string; payment: Checked };

const VERIFICATION_ERROR = msg`Could not verify payment. Please contact support.`;
const PAYMENT_FAILED = msg`Payment Failed`;
const VERIFICATION_ERROR_TITLE = msg`Verification Error`;
const GO_TO_DASHBOARD = msg`Go to Dashboard`;
const MY_PAYMENTS = msg`My Payments`;

/** What the success card says after the server's message: an upgrade speaks of its tier. */
function successNote(payment: Checked): string {
  if (isVisitPayment(payment?.paymentType)) return i18n._(VISIT_PAYMENT_NOTES[payment.paymentType]);
  if (payment?.paymentType === 'upgrade' && isUpgradeTier(payment.tierLevel)) {
    return translate(msg`Your {tier} tier is now active.`, {
      tier: i18n._(TIER_TEXTS[payment.tierLevel].name),
    });
  }
  return i18n._(msg`Your profile is now live on the map.`);
}

/** Starts the failed payment again, or false when there is none this page can restart. */
function restart(payment: Checked): Promise<boolean> | null {
  if (payment?.paymentType === 'registration') {
    return startRegistrationPayment(payment.paymentMethod ?? DEFAULT_PAYMENT_METHOD);
  }
  if (payment?.paymentType === 'upgrade' && isUpgradeTier(payment.tierLevel)) {
    return startUpgradePayment(payment.tierLevel);
  }
  return null;
}

function TryAgain({ payment }: { payment: Checked }) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const canRestart = payment?.paymentType === 'registration' || payment?.paymentType === 'upgrade';
  if (isVisitPayment(payment?.paymentType)) {
    // The visit's Pay (or Tip) is on the household's visits, where it starts again.
    return (
      <LinkButton
        href={RETRY_VISIT_PAYMENT}
        onClick={(e) => {
          e.preventDefault();
          navigate(RETRY_VISIT_PAYMENT);
        }}
      >
        <Trans>Back to my visits</Trans>
      </LinkButton>
    );
  }
  if (!canRestart) {
    return (
      <LinkButton
        href="/register-worker"
        onClick={(e) => {
          e.preventDefault();
          navigate('/register-worker');
        }}
      >
        <Trans>Try Again</Trans>
      </LinkButton>
    );
  }
  return (
    <Button
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        if (!(await restart(payment))) setBusy(false);
      }}
    >
      {busy ? t`Processing...` : t`Try Again`}
    </Button>
  );
}

export default function PaymentCallbackPage() {
  const { user } = useRequireAuth(`${window.location.pathname}${window.location.search}`);
  return user ? <PaymentResult /> : <Spinner />;
}

function PaymentResult() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'verifying' });
  const { i18n: lingui } = useLingui();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const reference = new URLSearchParams(window.location.search).get('reference');
    if (!reference) {
      setState({
        phase: 'failed',
        title: PAYMENT_FAILED,
        message: translateSharedMessage(EMPLOYER_MESSAGES.referenceMissing) ?? '',
        payment: null,
      });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyPayment(reference)
      .then((answer) => {
        const payment: Checked = answer
          ? {
              paymentType: answer.paymentType,
              tierLevel: answer.tierLevel,
              paymentMethod: answer.paymentMethod,
            }
          : null;
        if (answer?.status) {
          const message = translateSharedMessage(answer.message) ?? answer.message;
          setState({ phase: 'success', message, payment });
          void queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
          void refreshAuthUser();
          toast({ title: i18n._(msg`Payment Successful`), description: message });
          const next = isVisitPayment(answer.paymentType) ? AFTER_VISIT_PAYMENT : '/';
          timer = setTimeout(() => navigate(next), REDIRECT_DELAYS_MS.paymentSuccess);
        } else {
          const message = translateSharedMessage(answer?.message || PAYMENT_MESSAGES.notVerified) ?? '';
          setState({ phase: 'failed', title: PAYMENT_FAILED, message, payment });
          toast({ title: i18n._(PAYMENT_FAILED), description: message, variant: 'destructive' });
        }
      })
      .catch((error: unknown) => {
        const message = translateSharedMessage(serverMessage(error));
        if (message) {
          setState({ phase: 'failed', title: PAYMENT_FAILED, message, payment: null });
          toast({ title: i18n._(PAYMENT_FAILED), description: message, variant: 'destructive' });
        } else {
          // A network error or an answer without a message (spec: 'Verification Error').
          setState({
            phase: 'failed',
            title: VERIFICATION_ERROR_TITLE,
            message: i18n._(VERIFICATION_ERROR),
            payment: null,
          });
          toast({
            title: i18n._(VERIFICATION_ERROR_TITLE),
            description: i18n._(VERIFICATION_ERROR),
            variant: 'destructive',
          });
        }
      });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);

  const message = state.phase === 'success' ? state.message : '';
  const note = state.phase === 'success' ? successNote(state.payment) : '';
  const next =
    state.phase === 'success' && isVisitPayment(state.payment?.paymentType)
      ? { href: AFTER_VISIT_PAYMENT, label: MY_PAYMENTS }
      : { href: '/worker-dashboard', label: GO_TO_DASHBOARD };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        {state.phase === 'verifying' ? (
          <CardHeader className="items-center text-center" role="status">
            <Loader2 size={40} aria-hidden="true" className="animate-spin text-brand-800" />
            <CardTitle>
              <Trans>Verifying Payment</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Please wait while we confirm your payment...</Trans>
            </CardDescription>
          </CardHeader>
        ) : state.phase === 'success' ? (
          <>
            <CardHeader className="items-center text-center">
              <CheckCircle2 size={48} aria-hidden="true" className="text-green-700" />
              <CardTitle>
                <Trans>Payment Successful</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>
                  {message}. {note} Redirecting...
                </Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2">
              <LinkButton
                href={next.href}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(next.href);
                }}
              >
                {lingui._(next.label)}
              </LinkButton>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <XCircle size={48} aria-hidden="true" className="text-red-700" />
              <CardTitle>{lingui._(state.title)}</CardTitle>
              <CardDescription>{state.message}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2">
              <TryAgain payment={state.payment} />
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
