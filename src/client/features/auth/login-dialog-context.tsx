// Lets any button open the phone-login dialog (Sign In, Get Started, /login).
import { createContext, useContext } from 'react';

export interface LoginDialogControls {
  openLogin: (opts?: { returnTo?: string; onClose?: () => void }) => void;
}

export const LoginDialogContext = createContext<LoginDialogControls>({ openLogin: () => {} });

export function useLoginDialog(): LoginDialogControls {
  return useContext(LoginDialogContext);
}
