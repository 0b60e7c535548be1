// Which approved WhatsApp content templates exist (Twilio Content API SIDs, HX...), by message kind and language.
// TWILIO_CONTENT_SIDS="hire_request=HX...,hire_request:zu=HX...": a language's own template first, else the kind's
// default one. The development provider pretends every kind with variables has one, so the developer phone shows
// the WhatsApp flow as it will look once the templates are registered (docs/messaging.md).

import type { LanguageCode } from '../../../shared/i18n/languages.js';
import type { Config } from '../../config.js';
import { kindRule, MESSAGE_KINDS } from './kinds.js';

export type TemplateLookup = (kind: string, language: LanguageCode) => string | undefined;

const OTP_KINDS = Object.keys(MESSAGE_KINDS).filter((k) => k.startsWith('otp_'));

/** Parses the setting; throws on a kind we do not send, so a typo stops the start-up instead of a message. */
function parseContentSids(raw: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (raw ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const match = /^([a-z_]+)(?::([a-z]{2,3}))?=(HX[0-9a-fA-F]{32})$/.exec(entry);
    if (!match)
      throw new Error(`TWILIO_CONTENT_SIDS: '${entry}' is not kind[:language]=HX followed by 32 hex digits`);
    const [, kind = '', language, sid = ''] = match;
    if (!(kind in MESSAGE_KINDS)) throw new Error(`TWILIO_CONTENT_SIDS: '${kind}' is not a message kind`);
    if (!kindRule(kind).variables)
      throw new Error(`TWILIO_CONTENT_SIDS: '${kind}' is never sent as a template`);
    map.set(language ? `${kind}:${language}` : kind, sid);
  }
  return map;
}

export type TemplateConfig = Pick<
  Config,
  'MESSAGING_PROVIDER' | 'TWILIO_CONTENT_SIDS' | 'TWILIO_WHATSAPP_OTP_CONTENT_SID'
>;

const lookups = new WeakMap<TemplateConfig, TemplateLookup>();

/** The lookup for a configuration, built once per configuration object. */
export function templateLookup(config: TemplateConfig): TemplateLookup {
  let lookup = lookups.get(config);
  if (!lookup) {
    lookup = createTemplateLookup(config);
    lookups.set(config, lookup);
  }
  return lookup;
}

function createTemplateLookup(config: TemplateConfig): TemplateLookup {
  if (config.MESSAGING_PROVIDER === 'dev') {
    return (kind) => (kindRule(kind).variables ? `HXdev-${kind}` : undefined);
  }
  const map = parseContentSids(config.TWILIO_CONTENT_SIDS);
  if (config.TWILIO_WHATSAPP_OTP_CONTENT_SID) {
    for (const kind of OTP_KINDS) if (!map.has(kind)) map.set(kind, config.TWILIO_WHATSAPP_OTP_CONTENT_SID);
  }
  return (kind, language) => map.get(`${kind}:${language}`) ?? map.get(kind);
}
