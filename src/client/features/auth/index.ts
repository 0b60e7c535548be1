// The auth feature's public face for pages and other features: the session store, the page guards and the
// returnTo check. The app shell imports ./shell.ts instead (see there).
export { RequireAuth, redirectUnauthorized, useRequireAuth } from './require-auth.js';
export { safeReturnTo } from './return-to.js';
export {
  type AuthState,
  type AuthUser,
  getAuthUser,
  refreshAuthUser,
  useAuth,
  useLoginDialog,
} from './shell.js';
