// /success-stories: four worker testimonials and a link to sign up.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { Link } from 'wouter';
import { PRICES_CENTS, type TierLevel } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { StaticPage } from '../../features/static-pages/index.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { translate } from '../../lib/i18n.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';

/** `quote` may hold {price}, the registration fee. */
const STORIES: { name: string; role: MessageDescriptor; tier: TierLevel; quote: MessageDescriptor }[] = [
  {
    name: 'Thandiwe M.',
    role: msg`Domestic Worker, Soweto`,
    tier: 'verified',
    quote: msg`For years I only worked for one family. After I put my profile on Work Local, two families in Rosebank called me in the first month. Now I work five days a week and I choose my days.`,
  },
  {
    name: 'Sipho N.',
    role: msg`Gardener and Tree-Felling, Pretoria`,
    tier: 'basic',
    quote: msg`I used to stand at the robot in Hatfield every morning and hope. Now people message me before I leave the house. The {price} was the best money I ever spent.`,
  },
  {
    name: 'Fatima A.',
    role: msg`Childcare and Elder Care, Cape Town`,
    tier: 'premium',
    quote: msg`Parents want to know who is looking after their children. With the gold badge they can see I have a police clearance, and my reviews do the rest. I was hired by a family in Claremont in a week.`,
  },
  {
    name: 'Lungile Z.',
    role: msg`Handyman and Painting, Durban`,
    tier: 'verified',
    quote: msg`Every job I finish, I ask for a review. After twelve five-star reviews I raised my day rate, and I still have more work than I can do in Berea and Morningside.`,
  },
];

export default function SuccessStoriesPage() {
  const { i18n, t } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration);
  return (
    <StaticPage
      title={t`Success Stories`}
      intro={t`Real work, found close to home. Here are some of the workers who found more jobs through Work Local.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {STORIES.map((story) => {
          const role = i18n._(story.role);
          const tier = i18n._(TIER_TEXTS[story.tier].name);
          return (
            <li
              key={story.name}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <Quote aria-hidden="true" size={24} className="text-brand-700" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>{translate(story.quote, { price })}</p>
              </blockquote>
              {/* A person's name, the same in every language. */}
              <p className="mt-4 font-semibold text-slate-900">{story.name}</p>
              <p className="text-sm text-slate-600">
                <Trans>
                  {role} · {tier} tier
                </Trans>
              </p>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="next-story" className="rounded-xl bg-brand-50 p-6">
        <h2 id="next-story" className="text-xl font-semibold sm:text-2xl">
          <Trans>Your story could be next</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>
            Create your profile for {price}, put yourself on the map and let employers in your area find you.
          </Trans>
        </p>
        <Link href="/login" className={buttonClass('default', 'lg', 'mt-4')}>
          <Trans>Register as a Worker</Trans>
        </Link>
      </section>
    </StaticPage>
  );
}
