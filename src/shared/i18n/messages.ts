// Texts that live in shared code (zod messages) and must reach the reader in their language from the form and the
// server alike (issue 17). Each text keeps one home: the schema file declares it once as a catalogue descriptor
// (explicit id, English source) and gets back the English string zod needs, exactly as before. Whoever shows the
// message (the server's error handler now, the client's forms later) finds the descriptor again from that English
// string and translates it with its own i18n instance.

/** A catalogue entry with an explicit id (decision 0180: shared and server code have no macros). */
export interface SharedMessage {
  id: string;
  /** The English source (ICU); `{name}` placeholders only, no plurals (zod needs one fixed English string). */
  message: string;
  values?: Record<string, string | number>;
}

const byEnglish = new Map<string, SharedMessage>();
/**
 * A message with values (a date, an amount) is remembered once per distinct English text; a request can choose those
 * values, so the map stops growing here. Past it a new text still answers its English, only untranslated.
 */
const REMEMBERED_MAX = 5000;

/** `{max}` -> values.max: enough for the fixed English string zod carries. */
function formatEnglish(descriptor: SharedMessage): string {
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    descriptor.values && name in descriptor.values ? String(descriptor.values[name]) : whole,
  );
}

/**
 * Declares a shared message and answers its English text. Write the descriptor inline with the `/*i18n*\/` marker
 * so `npm run i18n:extract` puts it in the catalogues.
 */
export function sharedMessage(descriptor: SharedMessage): string {
  const english = formatEnglish(descriptor);
  if (byEnglish.size < REMEMBERED_MAX || byEnglish.has(english)) byEnglish.set(english, descriptor);
  return english;
}

/** The descriptor behind an English message, when it is one of ours (else the message is shown as it is). */
export function findSharedMessage(english: string): SharedMessage | undefined {
  return byEnglish.get(english);
}
