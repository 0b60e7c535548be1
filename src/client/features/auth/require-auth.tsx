// Guards for protected pages: once the session has loaded and nobody is signed in, go to /login?returnTo=...
// Some pages first show the 'Unauthorized' toast and wait 500 ms (spec section 8); `notice: true` does that, but
// only for a browser where someone was signed in: a first-time visitor was never logged out (issue 16).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { REDIRECT_DELAYS_MS } from '../../../shared/constants.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { i18n } from '../../lib/i18n.js';
import { loginPath, navigate } from '../../lib/navigation.js';
import { type AuthUser, hasSignedInBefore, useAuth } from './use-auth.js';

export interface RequireAuthOptions {
  /** Show 'Unauthorized' / 'You are logged out. Logging in again...' and redirect after 500 ms. */
  notice?: boolean;
}

/** Shows the spec's unauthorised notice and sends the user to /login after 500 ms (also for 401s from calls). */
export function redirectUnauthorized(returnTo: string): () => void {
  toast({
    title: i18n._(msg`Unauthorized`),
    description: i18n._(msg`You are logged out. Logging in again...`),
    variant: 'destructive',
  });
  const timer = setTimeout(() => navigate(loginPath(returnTo)), REDIRECT_DELAYS_MS.unauthorized);
  return () => clearTimeout(timer);
}

export function useRequireAuth(
  returnTo: string,
  options: RequireAuthOptions = {},
): { user: AuthUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.user;
  const { notice = false } = options;
  useEffect(() => {
    if (!signedOut) return;
    if (notice && hasSignedInBefore()) return redirectUnauthorized(returnTo);
    navigate(loginPath(returnTo), { replace: true });
  }, [signedOut, notice, returnTo]);
  return auth;
}

/** Renders its children only for a signed-in user; others see a spinner while being redirected. */
export function RequireAuth({
  returnTo,
  notice,
  children,
}: {
  returnTo: string;
  notice?: boolean;
  children: (user: AuthUser) => ReactNode;
}) {
  const { t } = useLingui();
  const { user } = useRequireAuth(returnTo, notice === undefined ? {} : { notice });
  if (!user) return <Spinner label={t`Checking your sign-in`} />;
  return <>{children(user)}</>;
}
