// /about: the mission, how Work Local started, and its values.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PRICES_CENTS } from '../../../shared/constants.js';
import { Section, StaticPage } from '../../features/static-pages/index.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { translate } from '../../lib/i18n.js';
import { useLanguagePath } from '../../lib/use-language-path.js';

/** `text` may hold {price}, the registration fee. */
const VALUES: { name: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    name: msg`Accessibility`,
    text: msg`A profile costs {price}, once. Sign-in works with a phone number and a code by WhatsApp or SMS, pages are light on data, and everything works on an entry-level smartphone.`,
  },
  {
    name: msg`Trust`,
    text: msg`Identity documents and police clearances are checked by people, not guessed by software. Badges mean something because they are earned.`,
  },
  {
    name: msg`Community`,
    text: msg`We want money earned in a neighbourhood to stay there: the gardener down the road, the cleaner from the next suburb, the driver who knows the area.`,
  },
  {
    name: msg`Transparency`,
    text: msg`Prices are on the page, workers keep everything they earn, and reviews are shown as written. We take no commission on wages.`,
  },
];

export default function AboutPage() {
  const { i18n, t } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration);
  const languagePath = useLanguagePath();
  return (
    <StaticPage
      title={t`About Work Local`}
      intro={t`Work local. Hire local. Work Local connects South Africa's casual workers with the households and small businesses around them.`}
    >
      <Section title={t`Our mission`}>
        <p>
          <Trans>
            Millions of South Africans earn their living from casual work: gardening, cleaning, domestic work,
            childcare, driving, building and repairs. Most of that work is still found by word of mouth, on a
            street corner or through a friend of a friend. Good workers struggle to be seen beyond a few
            streets, and employers struggle to know who they can trust.
          </Trans>
        </p>
        <p>
          <Trans>
            Our mission is to put every willing worker on the map, literally, and to give employers the
            information they need to hire with confidence: skills, rates, availability, ratings, references
            and verified identity.
          </Trans>
        </p>
      </Section>

      <Section title={t`How it started`}>
        <p>
          <Trans>
            Work Local began in 2024 in Johannesburg, when a group of friends noticed the same thing in
            Soweto, Randburg and Pretoria: the workers standing at the intersection every morning had skills,
            references and cell phones, but no way to show them to the people who needed help a few kilometres
            away.
          </Trans>
        </p>
        <p>
          <Trans>
            We built the simplest thing that could work: a profile with a photo, skills and a location, a map
            that employers can search for free, and a fee small enough that anyone can afford it. Verification
            tiers followed when employers looking for childminders and carers asked for more assurance.
          </Trans>
        </p>
        <p>
          <Trans>
            Today workers are listed in Johannesburg, Soweto, Pretoria, Cape Town, Durban, Gqeberha and
            Bloemfontein, and new areas are added as workers join.
          </Trans>
        </p>
      </Section>

      <Section title={t`Our values`}>
        <ul className="!ml-0 !list-none space-y-4">
          {VALUES.map((value) => (
            <li key={value.name.id} className="!ml-0">
              <h3 className="font-semibold text-slate-900">{i18n._(value.name)}</h3>
              <p>{translate(value.text, { price })}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t`Get involved`}>
        <p>
          <Trans>
            Looking for work? <Link href="/register-worker">Create your worker profile</Link>. Need help at
            home? <Link href="/find-workers">Find workers near you</Link>. Questions or ideas?{' '}
            <Link href={languagePath('/contact')}>Contact us</Link>.
          </Trans>
        </p>
      </Section>
    </StaticPage>
  );
}
