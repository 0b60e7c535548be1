// Our answers to a voice note, one catalogue entry each, in the sender's language (issue 35). The spec's English
// "Reply 1 to use this as your profile introduction" is kept word for word.
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import {
  VOICE_NOTE_MAX_BYTES,
  VOICE_NOTE_MAX_SECONDS,
  voiceNoteLength,
} from '../../../shared/schemas/voice-notes.js';
import { serverTranslators } from '../../platform/i18n/index.js';
import { NAME_FALLBACKS, nameSlot } from '../../platform/messaging/index.js';

const t = (language: LanguageCode) => serverTranslators()(language);

export const VOICE_TEXTS = {
  introReceived: (s: { seconds: number }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.intro-received',
        message: 'We received your voice note ({length}). Reply 1 to use this as your profile introduction.',
        values: { length: voiceNoteLength(s.seconds) },
      },
    ),
  introSet: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.intro-set',
        message:
          'Done: your voice note is now your profile introduction. Send a new one at any time to replace it.',
      },
    ),
  notAudio: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.not-audio',
        message: 'Sorry, we can only use a voice note. Record one in WhatsApp and send it again.',
      },
    ),
  tooLarge: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.too-large',
        message: 'Sorry, that voice note is too big. Send one of at most {megabytes} MB.',
        values: { megabytes: VOICE_NOTE_MAX_BYTES / (1024 * 1024) },
      },
    ),
  tooLong: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.too-long',
        message: 'Sorry, that voice note is too long. Send one of at most {minutes} minutes.',
        values: { minutes: VOICE_NOTE_MAX_SECONDS / 60 },
      },
    ),
  failed: (language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.failed',
        message: 'Sorry, we could not receive that voice note. Please send it again.',
      },
    ),
  nobody: (s: { link: string }, language: LanguageCode) =>
    t(language)._(
      /*i18n*/ {
        id: 'whatsapp.voice.nobody',
        message:
          'This number has no Work Local worker profile or review request, so we cannot use this voice note. Create a profile at {link}.',
        values: { link: s.link },
      },
    ),
  referenceAdded: (s: { workerName: string }, language: LanguageCode) => {
    const i18n = t(language);
    return i18n._(
      /*i18n*/ {
        id: 'whatsapp.voice.reference-added',
        message: 'Thank you: your voice note is now part of your reference for {worker}.',
        values: { worker: nameSlot(s.workerName, i18n._(NAME_FALLBACKS.aWorker)) },
      },
    );
  },
} as const;
