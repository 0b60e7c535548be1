// /login: opens the sign-in dialog; signed-in visitors go straight to returnTo (or /); closing the dialog goes to /.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  getAuthUser,
  refreshAuthUser,
  safeReturnTo,
  useAuth,
  useLoginDialog,
} from '../features/auth/index.js';
import { navigate } from '../lib/navigation.js';

export default function LoginPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const isEmployerSignup = params.get('signupType') === 'employer';
  // Employers signing up from a review go on to verify their phone, the step before hiring.
  const returnTo =
    safeReturnTo(params.get('returnTo')) ?? (isEmployerSignup ? '/phone-verification' : undefined);
  const { user } = useAuth();
  const { openLogin } = useLoginDialog();
  // Decided once, on arrival at /login.
  useEffect(() => {
    const open = () =>
      openLogin({
        returnTo: returnTo ?? '/',
        onClose: () => {
          // Dismissed without signing in: the spec sends the visitor home. After a sign-in the dialog navigates.
          if (!getAuthUser()) navigate('/', { replace: true });
        },
      });
    if (!user) {
      open();
      return;
    }
    // Sent here by a 401 (a session lost mid-form, issue 32 item 8), the page may still hold the user it knew:
    // asked again, a lost session opens the dialog instead of bouncing straight back to the form.
    void refreshAuthUser().then(() => {
      if (getAuthUser()) navigate(returnTo ?? '/', { replace: true });
      else open();
    });
  }, []);

  return (
    <section className="mx-auto max-w-md px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {isEmployerSignup ? <Trans>Sign up as an employer</Trans> : <Trans>Sign in to Work Local</Trans>}
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Use your phone number to sign in with a one-time code.</Trans>
      </p>
    </section>
  );
}
