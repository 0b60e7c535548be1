// A message from shared code (a zod message, a server's refusal) in the reader's language: the English text the
// schema or the server gave is looked up among the shared messages (decision 0181) and translated; any other text
// is shown as it came.
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { findSharedMessage } from '../../shared/i18n/messages.js';

/** The same outside a component (a toast raised in an event handler): in the language active now. */
export function translateSharedMessage(english: string | null | undefined): string | undefined {
  if (!english) return undefined;
  const descriptor = findSharedMessage(english);
  if (!descriptor) return english;
  // Built apart from the call: the extractor reads object literals passed to i18n._ as new entries.
  const filled = { id: descriptor.id, message: descriptor.message, values: descriptor.values };
  return i18n._(filled);
}

/** `translate(english)`: the shared message in the active language, or the text itself (undefined stays). */
export function useSharedMessage(): (english: string | null | undefined) => string | undefined {
  // The active language's instance: the caller re-renders, and the callback changes, when the language does.
  const { i18n: active } = useLingui();
  return useCallback(
    (english) => {
      if (!english) return undefined;
      const descriptor = findSharedMessage(english);
      if (!descriptor) return english;
      const filled = { id: descriptor.id, message: descriptor.message, values: descriptor.values };
      return active._(filled);
    },
    [active],
  );
}
