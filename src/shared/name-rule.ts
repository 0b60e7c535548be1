// One rule for every person or company name a user types (full name, sign-in name, company name, employer name,
// recipient name): these names go into text messages sent to other people, so they must read as names, never as
// a message of their own (issue 15: "FNB FRAUD ALERT ... call 0861 555 000 or visit fnb-unblock.example.co.za").
// Without zod: the sign-in and dashboard forms check names with it and must not download the schema library
// (decision 0254); names.ts wraps it in the zod schema the server and the other forms use.
import { contactDetailsInFolded, foldForContactCheck } from './contact-details.js';
import { sharedMessage } from './i18n/messages.js';

export const NAME_MESSAGES = {
  characters: sharedMessage(
    /*i18n*/ {
      id: 'validation.name.characters',
      message: 'Names may only use letters, spaces, apostrophes, hyphens and full stops',
    },
  ),
  address: sharedMessage(
    /*i18n*/ { id: 'validation.name.address', message: 'Names may not contain web or e-mail addresses' },
  ),
  digits: sharedMessage(
    /*i18n*/ {
      id: 'validation.name.digits',
      message: 'Names may not contain phone numbers or other long numbers',
    },
  ),
};

/** 'Name must be at most 60 characters': one catalogue entry for every name field's length limit. */
export function nameTooLongMessage(max: number): string {
  return sharedMessage(
    /*i18n*/ {
      id: 'validation.name.too-long',
      message: 'Name must be at most {max} characters',
      values: { max },
    },
  );
}

/** Letters and marks of any script, digits (refused in runs below), spaces, apostrophes, hyphens, full stops. */
const ALLOWED = /^[\p{L}\p{M}\d '’.-]*$/u;
/** A dotted host such as "unblock.example.co.za" or "bank.com". */
const WEB_ADDRESS = /[\p{L}\d-]{2,}\.[\p{L}]{2,}/u;
const DIGIT_RUN = /\d(?:[\s.'’-]?\d){2,}/u;

/**
 * The message for the first way this name breaks the rule, or null when it is fine. The contact check of job posts
 * (contact-details.ts) first, on the same folded text, so a name is never looser than a job post; then the name's
 * own stricter limits.
 */
export function nameProblem(name: string): string | null {
  const folded = foldForContactCheck(name);
  const contact = contactDetailsInFolded(folded);
  if (
    contact === 'web' ||
    contact === 'email' ||
    folded.includes('@') ||
    /(?:https?:|www\.)/i.test(folded) ||
    WEB_ADDRESS.test(folded)
  )
    return NAME_MESSAGES.address;
  if (contact === 'phone' || DIGIT_RUN.test(folded) || (folded.match(/\d/g)?.length ?? 0) > 4)
    return NAME_MESSAGES.digits;
  if (!ALLOWED.test(name)) return NAME_MESSAGES.characters;
  return null;
}

/** A typed name as the forms and the server take it: trimmed, at most `max` long, passing nameProblem. */
export function typedNameProblem(name: string, max: number, tooLongMessage: string): string | null {
  const trimmed = name.trim();
  return trimmed.length > max ? tooLongMessage : nameProblem(trimmed);
}
