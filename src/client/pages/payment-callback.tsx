// /payment-callback?reference=...: verifies the payment with the server, then success (toast, home after 3 s) or
// failed. Try Again starts the payment that failed again (the registration, or the upgrade to its tier); with no
// payment to restart (no reference, or it could not be checked) it goes to /register-worker as the spec says.
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PAYMENT_METHOD, REDIRECT_DELAYS_MS, TIER_INFO } from '../../shared/constants.js';
import type { VerifyPaymentAnswer } from '../../shared/schemas/payments.js';
import { Button, LinkButton } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.js';
import { toast } from '../components/ui/use-toast.js';
import { refreshAuthUser } from '../features/auth/index.js';
import { startRegistrationPayment, verifyPayment } from '../features/payments/index.js';
import { isUpgradeTier, startUpgradePayment } from '../features/tiers/index.js';
import { WORKER_ME_KEY } from '../features/worker-profile/index.js';
import { serverMessage } from '../lib/api.js';
import { navigate } from '../lib/navigation.js';

/** The checked payment, when the server could say which it was. */
type Checked = Pick<VerifyPaymentAnswer, 'paymentType' | 'tierLevel' | 'paymentMethod'> | null;

type State =
  | { phase: 'verifying' }
  | { phase: 'success'; message: string; payment: Checked }
  | { phase: 'failed'; title: string; message: string; payment: Checked };

const VERIFICATION_ERROR = 'Could not verify payment. Please contact support.';

/** What the success card says after the server's message: an upgrade speaks of its tier. */
function successNote(payment: Checked): string {
  if (payment?.paymentType === 'upgrade' && isUpgradeTier(payment.tierLevel)) {
    return `Your ${TIER_INFO[payment.tierLevel].name} tier is now active.`;
  }
  return 'Your profile is now live on the map.';
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
  const canRestart = payment?.paymentType === 'registration' || payment?.paymentType === 'upgrade';
  if (!canRestart) {
    return (
      <LinkButton
        href="/register-worker"
        onClick={(e) => {
          e.preventDefault();
          navigate('/register-worker');
        }}
      >
        Try Again
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
      {busy ? 'Processing...' : 'Try Again'}
    </Button>
  );
}

export default function PaymentCallbackPage() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const reference = new URLSearchParams(window.location.search).get('reference');
    if (!reference) {
      setState({
        phase: 'failed',
        title: 'Payment Failed',
        message: 'Payment reference not found',
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
          setState({ phase: 'success', message: answer.message, payment });
          void queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
          void refreshAuthUser();
          toast({ title: 'Payment Successful', description: answer.message });
          timer = setTimeout(() => navigate('/'), REDIRECT_DELAYS_MS.paymentSuccess);
        } else {
          const message = answer?.message || 'Payment could not be verified.';
          setState({ phase: 'failed', title: 'Payment Failed', message, payment });
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        }
      })
      .catch((error: unknown) => {
        const message = serverMessage(error);
        if (message) {
          setState({ phase: 'failed', title: 'Payment Failed', message, payment: null });
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        } else {
          // A network error or an answer without a message (spec: 'Verification Error').
          setState({
            phase: 'failed',
            title: 'Verification Error',
            message: VERIFICATION_ERROR,
            payment: null,
          });
          toast({ title: 'Verification Error', description: VERIFICATION_ERROR, variant: 'destructive' });
        }
      });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        {state.phase === 'verifying' ? (
          <CardHeader className="items-center text-center" role="status">
            <Loader2 size={40} aria-hidden="true" className="animate-spin text-brand-800" />
            <CardTitle>Verifying Payment</CardTitle>
            <CardDescription>Please wait while we confirm your payment...</CardDescription>
          </CardHeader>
        ) : state.phase === 'success' ? (
          <>
            <CardHeader className="items-center text-center">
              <CheckCircle2 size={48} aria-hidden="true" className="text-green-700" />
              <CardTitle>Payment Successful</CardTitle>
              <CardDescription>
                {state.message}. {successNote(state.payment)} Redirecting...
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2">
              <LinkButton
                href="/worker-dashboard"
                onClick={(e) => {
                  e.preventDefault();
                  navigate('/worker-dashboard');
                }}
              >
                Go to Dashboard
              </LinkButton>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <XCircle size={48} aria-hidden="true" className="text-red-700" />
              <CardTitle>{state.title}</CardTitle>
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
