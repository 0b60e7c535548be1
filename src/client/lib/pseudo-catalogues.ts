// The pseudo catalogues (decision 0182) in a chunk of their own: their map is downloaded only by a browser with
// the pseudo-locale setting on, never with the landing page (whose script budget has no room for it).
import type { Messages } from '@lingui/core';

export const PSEUDO_FILES = import.meta.glob<{ messages: Messages }>([
  '../../locales/pseudo/shell.po',
  '../../locales/pseudo/landing.po',
  '../../locales/pseudo/common.po',
  '../../locales/pseudo/static.po',
  '../../locales/pseudo/core.po',
  '../../locales/pseudo/app.po',
  '../../locales/pseudo/shared.po',
]);
