// Free text that others read (a job post, an application) must not carry contact details: contact goes through the
// app, where the phone check, blocks and reports apply (issue 18). Looser than the name rule (names.ts): a job
// description may hold ordinary numbers ("3 bedrooms", "R250", "2026-03-01"), just not a phone number.

export type ContactDetailKind = 'web' | 'email' | 'phone';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
/** A scheme, "www.", or a dotted host ending in a top-level domain people use here ("wa.me/…", "jobs.co.za"). */
const WEB =
  /https?:\/\/|\bwww\.|[\p{L}\d-]+\.(?:com|net|org|info|biz|io|co|za|me|app|site|online|xyz|ly|link|shop|store|africa|joburg|capetown|durban|gl|to)\b/iu;
/** Nine or more digits with at most two spaces, dots, dashes or brackets between them: 082 123 4567, (011) 555-1234. */
const PHONE = /\+?\d(?:[\s.()-]{0,2}\d){8,}/u;

/** The first kind of contact detail found in the text, or null. E-mail first: an address also looks like a host. */
export function findContactDetails(text: string): ContactDetailKind | null {
  if (EMAIL.test(text)) return 'email';
  if (WEB.test(text)) return 'web';
  if (PHONE.test(text)) return 'phone';
  return null;
}
