// The part of auth the always-loaded shell (src/client/app) needs: the session store, the login dialog's
// context and the dialog itself, loaded on first open. A second public entry beside index.ts because the shell is
// the entry chunk: importing the whole feature there would make the bundler split the shell into many small chunks
// (index.ts re-exports page guards the shell does not use, and those live in the pages' chunks).
import { SIGN_IN_CATALOGUES } from '../../lib/i18n.js';
import { lazyWithQueries } from '../../lib/lazy-with-queries.js';

export { LoginDialogContext, type LoginDialogControls, useLoginDialog } from './login-dialog-context.js';
export {
  type AuthState,
  type AuthUser,
  getAuthUser,
  hasSignedInBefore,
  refreshAuthUser,
  sessionRefreshed,
  useAuth,
} from './use-auth.js';

/**
 * Its own chunk: the shell downloads the dialog (and the query library) only when it opens, with its texts and the
 * form fields' but not the whole app's (decision 0254).
 */
export const PhoneLoginDialog = lazyWithQueries(() => import('./phone-login-dialog.js'), SIGN_IN_CATALOGUES);
