// Whose language a request speaks (issue 17): the signed-in person's saved choice, else the `lang` cookie a
// visitor's switcher set, else the best of Accept-Language. Error texts and one-time code messages follow it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type LanguageCode,
} from '../../../shared/i18n/languages.js';
import { negotiateLanguage } from '../../../shared/i18n/negotiate.js';
import type { Config } from '../../config.js';

/** The visitor's language before we know who they are: the cookie, else Accept-Language. */
export function visitorLanguage(request: FastifyRequest): LanguageCode {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(cookie)) return cookie;
  return negotiateLanguage(request.headers['accept-language']);
}

/** The requester's language: the saved choice of the signed-in person wins over the browser's. */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  return request.user?.language ?? visitorLanguage(request);
}

export function setLanguageCookie(reply: FastifyReply, config: Config, code: LanguageCode): void {
  reply.setCookie(LANGUAGE_COOKIE, code, {
    path: '/',
    // The page script reads it to load the right catalogue before anything else; it holds nothing secret.
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
