import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages.js';
import { loadTranslators, type Translators } from './translator.js';

const HEADER = (code: string) =>
  `msgid ""\nmsgstr ""\n"Language: ${code}\\n"\n"X-Review-Status: machine-assisted\\n"\n\n`;

/** One PO entry as `lingui extract` writes it: explicit ids carry the flag comment, macro texts do not. */
function entry(msgid: string, msgstr: string, explicitId = false): string {
  const quote = (s: string) => JSON.stringify(s);
  return `${explicitId ? '#. js-lingui-explicit-id\n' : ''}msgid ${quote(msgid)}\nmsgstr ${quote(msgstr)}\n\n`;
}

const HIRE_SMS = 'sms.hire-request';
const HIRE_SMS_EN =
  '{employer} wants to hire you for {days, plural, one {# day} other {# days}}. Reply in the app.';
const HIRE_SMS_ZU =
  'U-{employer} ufuna ukukuqasha {days, plural, one {usuku olu-#} other {izinsuku ezi-#}}. Phendula kuhlelo lokusebenza.';
const GREETING = 'Welcome back';

let dir: string;
let t: Translators;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-locales-'));
  for (const code of LANGUAGE_CODES) {
    let body = HEADER(code);
    if (code === 'en') body += entry(HIRE_SMS, HIRE_SMS_EN, true) + entry(GREETING, GREETING);
    else if (code === 'zu')
      body += entry(HIRE_SMS, HIRE_SMS_ZU, true) + entry(GREETING, 'Siyakwamukela futhi');
    // isiXhosa not translated yet: the extractor leaves msgstr empty.
    else body += entry(HIRE_SMS, '', true) + entry(GREETING, '');
    fs.mkdirSync(path.join(dir, code));
    fs.writeFileSync(path.join(dir, code, 'messages.po'), body);
  }
  t = loadTranslators(dir);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('server translators', () => {
  it('formats an explicit-id text with plurals and values in the person’s language', () => {
    const values = { employer: 'Thandi', days: 1 };
    expect(t('zu')._({ id: HIRE_SMS, message: HIRE_SMS_EN, values })).toBe(
      'U-Thandi ufuna ukukuqasha usuku olu-1. Phendula kuhlelo lokusebenza.',
    );
    expect(t('zu')._(HIRE_SMS, { employer: 'Thandi', days: 3 })).toContain('izinsuku ezi-3');
    expect(t('en')._(HIRE_SMS, { employer: 'Thandi', days: 3 })).toBe(
      'Thandi wants to hire you for 3 days. Reply in the app.',
    );
  });

  it('finds a macro text by the id Lingui generates from the English source', () => {
    expect(t('zu')._(generateMessageId(GREETING))).toBe('Siyakwamukela futhi');
  });

  it('falls back to English for a text not yet translated', () => {
    expect(t('xh')._(HIRE_SMS, { employer: 'Sipho', days: 2 })).toBe(
      'Sipho wants to hire you for 2 days. Reply in the app.',
    );
    expect(t('xh')._(generateMessageId(GREETING))).toBe(GREETING);
  });

  it('loads the project’s own catalogues for all seven languages', () => {
    const own = loadTranslators();
    for (const code of LANGUAGE_CODES) expect(own(code).locale).toBe(code);
  });
});
