// Pages that need a signed-in user: the spec's 'Unauthorized' notice, then /login (with returnTo) after 500 ms.
import { useEffect } from 'react';
import { REDIRECT_DELAYS_MS } from '../../../shared/constants.js';
import { toast } from '../../components/ui/use-toast.js';
import { loginPath, navigate } from '../../lib/navigation.js';
import { useAuth } from '../auth/use-auth.js';

export function useLoginRequired(): { ready: boolean } {
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (isLoading || user) return;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const returnTo = window.location.pathname + window.location.search;
    const timer = setTimeout(() => navigate(loginPath(returnTo)), REDIRECT_DELAYS_MS.unauthorized);
    return () => clearTimeout(timer);
  }, [isLoading, user]);
  return { ready: !isLoading && user !== null };
}
