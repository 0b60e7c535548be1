// Twilio's request signature against the worked example of Twilio's webhook-security documentation, and the
// constant-time check around it.
import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './signature.js';

const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('X-Twilio-Signature', () => {
  it('matches the documented example: the URL, then each field name and value sorted by name', () => {
    expect(twilioSignature('12345', URL, PARAMS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a missing signature, another token, another URL and a changed field', () => {
    const good = twilioSignature('12345', URL, PARAMS);
    expect(isValidTwilioSignature('12345', good, URL, PARAMS)).toBe(true);
    expect(isValidTwilioSignature('12345', undefined, URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature('54321', good, URL, PARAMS)).toBe(false);
    expect(isValidTwilioSignature('12345', good, 'https://mycompany.com/myapp.php', PARAMS)).toBe(false);
    expect(isValidTwilioSignature('12345', good, URL, { ...PARAMS, Digits: '1235' })).toBe(false);
    expect(isValidTwilioSignature('12345', `${good}x`, URL, PARAMS)).toBe(false);
  });
});
