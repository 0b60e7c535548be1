// A shared zod message (src/shared/i18n/messages.ts) in the active language; other texts pass through as they are.
import { findSharedMessage } from '../../../shared/i18n/messages.js';
import { i18n } from '../../lib/i18n.js';

export function sharedText(english: string | undefined): string | undefined {
  const descriptor = english ? findSharedMessage(english) : undefined;
  return descriptor ? i18n._(descriptor) : english;
}
