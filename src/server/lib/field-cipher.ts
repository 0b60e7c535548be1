// Sealing one sensitive column (a bank account number) with AES-256-GCM from node:crypto (decision 0352). A sealed
// value names the key that sealed it, so keys rotate: the first configured key seals, every known key still opens,
// and `needsReseal` finds values to seal again under the current key (docs/operations.md, "Rotating keys").
// The caller's context (the owner's id) is bound as associated data: a sealed value copied to another row fails.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** The key derived from SECRET_KEY when no key is configured; it stays known so its values still open. */
export const DERIVED_KEY_ID = 'sk';

export interface FieldKeyring {
  /** The id of the key that seals new values. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
}

export class FieldCipherError extends Error {}

/** `id:base64key,id2:base64key` (first seals); ids are letters, digits, '-' and '_'; keys are 32 bytes. */
export function parseFieldKeys(value: string): { id: string; key: Buffer }[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(':');
      const id = part.slice(0, at);
      const key = Buffer.from(part.slice(at + 1), 'base64');
      if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || id === DERIVED_KEY_ID) {
        throw new FieldCipherError(
          `key id '${id}' must be 1-32 letters, digits, - or _ and not '${DERIVED_KEY_ID}'`,
        );
      }
      if (key.length !== KEY_BYTES) throw new FieldCipherError(`key '${id}' must be 32 bytes in base64`);
      return { id, key };
    });
}

/** The configured keys (BANK_ACCOUNT_KEYS), and always the key derived from the server secret. */
export function fieldKeyring(configured: string | undefined, secret: string, purpose: string): FieldKeyring {
  const derived = Buffer.from(hkdfSync('sha256', secret, 'work-local field cipher', purpose, KEY_BYTES));
  const listed = parseFieldKeys(configured ?? '');
  const keys = new Map<string, Buffer>([[DERIVED_KEY_ID, derived]]);
  for (const { id, key } of listed) keys.set(id, key);
  return { currentId: listed[0]?.id ?? DERIVED_KEY_ID, keys };
}

export function seal(keyring: FieldKeyring, plain: string, context: string): string {
  const key = keyring.keys.get(keyring.currentId)!;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, keyring.currentId, iv.toString('base64url'), body.toString('base64url')].join('.');
}

export function sealedKeyId(sealed: string): string {
  return sealed.split('.')[1] ?? '';
}

export function needsReseal(keyring: FieldKeyring, sealed: string): boolean {
  return sealedKeyId(sealed) !== keyring.currentId;
}

/** Throws FieldCipherError for an unknown key, a tampered value or the wrong context; never returns garbage. */
export function open(keyring: FieldKeyring, sealed: string, context: string): string {
  const [version, keyId, ivText, bodyText] = sealed.split('.');
  const key = keyId ? keyring.keys.get(keyId) : undefined;
  if (version !== VERSION || !key || !ivText || !bodyText) {
    throw new FieldCipherError(`cannot open a value sealed with key '${keyId ?? ''}'`);
  }
  const body = Buffer.from(bodyText, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new FieldCipherError('the sealed value does not open (tampered, or another row’s)');
  }
}
