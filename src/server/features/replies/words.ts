// What a reply means. People answer in any of the seven languages whatever their saved one, so every language's
// words are understood from everyone: 1 / YES / yebo / ewe / ja / ee accept, 2 / NO / cha / hayi / nee / aowa /
// tjhe / nnyaa decline, and the commands with their common local names. Diacritics and case are ignored.

export type Command =
  | 'jobs'
  | 'apply'
  | 'status'
  | 'help'
  | 'stop'
  | 'start'
  | 'language'
  | 'checkIn'
  | 'checkOut';

export type ParsedReply =
  | { kind: 'answer'; accept: boolean; code: string | null }
  | { kind: 'command'; command: Command; argument: string }
  | { kind: 'other' };

const ACCEPT = new Set(['1', 'yes', 'y', 'accept', 'ok', 'okay', 'yebo', 'ewe', 'ja', 'ee', 'eya']);
const DECLINE = new Set([
  '2',
  'no',
  'n',
  'decline',
  'cha',
  'qha',
  'hhayi',
  'hayi',
  'nee',
  'aowa',
  'tjhe',
  'nnyaa',
]);

const COMMANDS: Record<Command, readonly string[]> = {
  jobs: ['jobs', 'job', 'work', 'imisebenzi', 'umsebenzi', 'werk', 'mesebetsi', 'mesomo', 'ditiro'],
  apply: ['apply', 'aansoek', 'faka'],
  status: ['status', 'isimo', 'ubume', 'maemo', 'boemo'],
  help: ['help', 'usizo', 'uncedo', 'hulp', 'thuso', 'menu', '?'],
  // Twilio's and the mobile industry's usual opt-out words too.
  stop: ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'yeka', 'misa'],
  start: ['start', 'unstop', 'subscribe', 'qala', 'begin'],
  language: ['language', 'lang', 'ulimi', 'ulwimi', 'taal', 'leleme', 'puo', 'polelo'],
  // The safety check-in by reply (features/safety): IN and OUT, or "arrive" and "leave" in each language (never the
  // words of sign in and sign out, docs/i18n/glossary.md): isiZulu and isiXhosa fika/hamba, Afrikaans aankoms,
  // uit/vertrek, Sepedi fihla/tloga, Sesotho fihla/tsamaya, Setswana goroga/tsamaya.
  checkIn: ['in', 'checkin', 'fika', 'ngifikile', 'ndifikile', 'aankoms', 'fihla', 'goroga'],
  checkOut: ['out', 'checkout', 'hamba', 'ngiyahamba', 'ndiyahamba', 'uit', 'vertrek', 'tloga', 'tsamaya'],
};

const COMMAND_BY_WORD = new Map<string, Command>(
  Object.entries(COMMANDS).flatMap(([command, words]) => words.map((w) => [w, command as Command])),
);

/** Lower case, without diacritics (thušo -> thuso) or the punctuation people end a word with. */
function normaliseWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (word === '?' ? word : word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')))
    .filter(Boolean);
}

export function parseReply(text: string): ParsedReply {
  const [first = '', ...rest] = normaliseWords(text);
  if (ACCEPT.has(first) || DECLINE.has(first)) {
    return { kind: 'answer', accept: ACCEPT.has(first), code: rest[0] ?? null };
  }
  const command = COMMAND_BY_WORD.get(first);
  if (command) return { kind: 'command', command, argument: rest.join(' ') };
  return { kind: 'other' };
}
