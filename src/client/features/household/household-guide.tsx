// The plain-language guide for household employers (issue 21): the structured content of shared/content, its
// figures filled in from the pay rules in force today, in English or one of the six other languages (each loaded
// as its own chunk when chosen; machine-assisted until reviewed, and then the English text counts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use, useEffect, useState } from 'react';
import { fillPlaceholders } from '../../../shared/content/fill-placeholders.js';
import {
  GUIDE_TRANSLATIONS,
  type HouseholdGuide as Guide,
  HOUSEHOLD_GUIDE,
  householdGuideValues,
  translatedGuide,
} from '../../../shared/content/household-guide.js';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../../shared/i18n/languages.js';
import { todayInSouthAfrica } from '../../../shared/pay/minimum-wage.js';
import { Spinner } from '../../components/ui/spinner.js';

type TranslatedCode = keyof typeof GUIDE_TRANSLATIONS;

interface Shown {
  lang: LanguageCode;
  guide: Guide;
  /** The notice in the language itself, for a translation not yet reviewed. */
  reviewNotice: string | null;
}

const ENGLISH: Shown = { lang: 'en', guide: HOUSEHOLD_GUIDE, reviewNotice: null };

/** Each translation's chunk, loaded once; a promise React can wait for (the prerender waits for it too). */
const translations = new Map<LanguageCode, Promise<Shown>>();

function guideIn(lang: LanguageCode): Promise<Shown> {
  let loading = translations.get(lang);
  if (!loading) {
    loading = GUIDE_TRANSLATIONS[lang as TranslatedCode]().then(({ default: translation }) => ({
      lang,
      guide: translatedGuide(translation),
      reviewNotice: translation.reviewStatus === 'reviewed' ? null : translation.reviewNotice,
    }));
    translations.set(lang, loading);
  }
  return loading;
}

/**
 * The guide in the page's language (issue 32: /zu/household-guide is the isiZulu guide, prerendered), unless the
 * reader picks another with the guide's own switch, which `?lang=` keeps.
 */
export function HouseholdGuide() {
  const { i18n } = useLingui();
  const pageLanguage: LanguageCode = isLanguageCode(i18n.locale) ? i18n.locale : 'en';
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  // Read after hydration: the prerendered page is the page's language, whatever the address's query says.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('lang');
    if (isLanguageCode(wanted)) setChosen(wanted);
  }, []);
  const lang = chosen ?? pageLanguage;

  function choose(next: LanguageCode) {
    setChosen(next);
    const url = new URL(window.location.href);
    if (next === pageLanguage) url.searchParams.delete('lang');
    else url.searchParams.set('lang', next);
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-1.5">
        <label htmlFor="guide-language" className="text-sm font-medium text-slate-800">
          <Trans>Language</Trans>
        </label>
        <select
          id="guide-language"
          className="min-h-[44px] rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          value={lang}
          onChange={(event) => choose(event.target.value as LanguageCode)}
        >
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<Spinner />}>
        <GuideText lang={lang} />
      </Suspense>
    </div>
  );
}

function GuideText({ lang }: { lang: LanguageCode }) {
  const { t } = useLingui();
  const shown = lang === 'en' ? ENGLISH : use(guideIn(lang));
  const guide = shown.guide;
  const values = householdGuideValues(todayInSouthAfrica());
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <article className="grid gap-6" lang={shown.lang} data-testid="household-guide">
      {shown.reviewNotice ? (
        <div
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
        >
          <p>{shown.reviewNotice}</p>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the binding English note under every translation (legal-text policy, docs/i18n/README.md) */}
          <p lang="en" className="mt-1">
            Machine-assisted translation, awaiting review by a fluent speaker. The English guide is the one
            that counts.
          </p>
        </div>
      ) : null}
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">{guide.title}</h1>
        <p className="text-slate-700">{fill(guide.intro)}</p>
      </header>
      <nav aria-label={t`In this guide`}>
        <ul className="grid gap-1 text-sm">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a className="text-brand-800 underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {guide.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="grid gap-2"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-800">
              {fill(paragraph)}
            </p>
          ))}
          {section.points.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {section.points.map((point) => (
                <li key={point}>{fill(point)}</li>
              ))}
            </ul>
          ) : null}
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the sources are English documents, named in English */}
          <p className="text-xs text-slate-600" lang="en">
            Sources: {section.sources.join('; ')}
          </p>
        </section>
      ))}
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{fill(guide.disclaimer)}</p>
    </article>
  );
}
