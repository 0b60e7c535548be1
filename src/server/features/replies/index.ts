// The replies feature's public face: what a reply means, for other features' reply handlers (a safety check-in
// reads YES and NO the same way), and the answer to a number with no account.
import { REPLY_TEXTS } from './texts.js';

export { type Command, type ParsedReply, parseReply } from './words.js';

/** The answer to a command from a number with no account ("sign up at {link}"), for other features' handlers. */
export const noAccountText = REPLY_TEXTS.noAccount;
