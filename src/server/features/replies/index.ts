// The replies feature's public face: what a reply means, for other features' reply handlers (a safety check-in
// reads YES and NO the same way).
export { type Command, type ParsedReply, parseReply } from './words.js';
