// /payment-callback?reference=...: verifies the payment with the server, then success (toast, home after 3 s) or
// failed (with Try Again to /register-worker).
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { REDIRECT_DELAYS_MS } from '../../shared/constants.js';
import { LinkButton } from '../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card.js';
import { toast } from '../components/ui/use-toast.js';
import { refreshAuthUser } from '../features/auth/index.js';
import { verifyPayment } from '../features/payments/index.js';
import { WORKER_ME_KEY } from '../features/worker-profile/index.js';
import { serverMessage } from '../lib/api.js';
import { navigate } from '../lib/navigation.js';

type State =
  | { phase: 'verifying' }
  | { phase: 'success'; message: string }
  | { phase: 'failed'; message: string };

export default function PaymentCallbackPage() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ phase: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const reference = new URLSearchParams(window.location.search).get('reference');
    if (!reference) {
      setState({ phase: 'failed', message: 'Payment reference not found' });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    verifyPayment(reference)
      .then((answer) => {
        if (answer?.status) {
          setState({ phase: 'success', message: answer.message });
          void queryClient.invalidateQueries({ queryKey: WORKER_ME_KEY });
          void refreshAuthUser();
          toast({ title: 'Payment Successful', description: answer.message });
          timer = setTimeout(() => navigate('/'), REDIRECT_DELAYS_MS.paymentSuccess);
        } else {
          const message = answer?.message || 'Payment could not be verified.';
          setState({ phase: 'failed', message });
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        }
      })
      .catch((error: unknown) => {
        const message = serverMessage(error);
        if (message) {
          setState({ phase: 'failed', message });
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        } else {
          setState({ phase: 'failed', message: 'Could not verify payment. Please contact support.' });
          toast({
            title: 'Verification Error',
            description: 'Could not verify payment. Please contact support.',
            variant: 'destructive',
          });
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
                {state.message}. Your profile is now live on the map. Redirecting...
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
              <CardTitle>Payment Failed</CardTitle>
              <CardDescription>{state.message}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-2">
              <LinkButton
                href="/register-worker"
                onClick={(e) => {
                  e.preventDefault();
                  navigate('/register-worker');
                }}
              >
                Try Again
              </LinkButton>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
