// The signed-in home page's public face; its own chunk, so the prerendered landing page does not carry it.
import { lazy } from 'react';

export const WelcomeHome = lazy(() => import('./welcome-home.js').then((m) => ({ default: m.WelcomeHome })));
