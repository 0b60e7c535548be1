// The session state: on first load the token refresh runs once; after it settles the user is fetched.
// Loading lasts until both finish; a 401 on the user fetch means signed out.
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api.js';

export interface AuthUser {
  id: string;
  firstName: string | null;
  phoneNumber: string;
  hasWorkerProfile: boolean;
  isAdmin: boolean;
  workerId?: string | null;
  employerPhoneVerified?: boolean;
}

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
const REFRESH_KEY = ['auth-refresh'] as const;

export function useAuth(): { user: AuthUser | null; isLoading: boolean; isAuthenticated: boolean } {
  const refresh = useQuery({
    queryKey: REFRESH_KEY,
    queryFn: async () => {
      try {
        await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
      } catch {
        // Settled either way: the user fetch decides.
      }
      return true;
    },
  });
  const userQuery = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
    enabled: refresh.isFetched,
  });
  const user = userQuery.data ?? null;
  return {
    user,
    isLoading: !refresh.isFetched || userQuery.isLoading || !userQuery.isFetched,
    isAuthenticated: user !== null,
  };
}
