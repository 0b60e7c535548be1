// Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of the full URL
// Twilio called followed by every POST parameter's name and value, sorted by name. Without TWILIO_AUTH_TOKEN (the
// development provider) a local token derived from SECRET_KEY takes its place, so the webhook is never open and
// the developer phone signs its replies exactly as Twilio would (decision 0220).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { keyedHash } from '../../lib/crypto.js';

export function twilioSignature(token: string, url: string, params: Record<string, string>): string {
  const names = Object.keys(params).sort();
  let data = url;
  for (const name of names) data += name + params[name];
  return createHmac('sha1', token).update(data, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  token: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(token, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The key webhooks are checked with: Twilio's auth token when set, else the installation's local one. */
export function webhookToken(config: Pick<Config, 'TWILIO_AUTH_TOKEN' | 'secretKey'>): string {
  return config.TWILIO_AUTH_TOKEN ?? keyedHash(config.secretKey, 'twilio-webhook-local-token');
}
