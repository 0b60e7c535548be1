// The signed-in home page's public face; its own chunk, so the prerendered landing page does not carry it (nor the
// app's catalogue, which arrives with it).
import { lazy } from 'react';
import { APP_CATALOGUES, withCatalogues } from '../../lib/i18n.js';

export const WelcomeHome = lazy(
  withCatalogues(APP_CATALOGUES, () => import('./welcome-home.js').then((m) => ({ default: m.WelcomeHome }))),
);
