// /success-stories: four worker testimonials and a link to sign up.
import { Quote } from 'lucide-react';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { buttonClass } from '../../components/ui/button.js';
import { StaticPage } from '../../features/static-pages/index.js';

const REGISTRATION = formatRand(PRICES_CENTS.registration);

const STORIES = [
  {
    name: 'Thandiwe M.',
    role: 'Domestic Worker, Soweto',
    tier: 'Verified',
    quote:
      'For years I only worked for one family. After I put my profile on Work Local, two families in Rosebank called me in the first month. Now I work five days a week and I choose my days.',
  },
  {
    name: 'Sipho N.',
    role: 'Gardener and Tree-Felling, Pretoria',
    tier: 'Basic',
    quote: `I used to stand at the robot in Hatfield every morning and hope. Now people message me before I leave the house. The ${REGISTRATION} was the best money I ever spent.`,
  },
  {
    name: 'Fatima A.',
    role: 'Childcare and Elder Care, Cape Town',
    tier: 'Premium',
    quote:
      'Parents want to know who is looking after their children. With the gold badge they can see I have a police clearance, and my reviews do the rest. I was hired by a family in Claremont in a week.',
  },
  {
    name: 'Lungile Z.',
    role: 'Handyman and Painting, Durban',
    tier: 'Verified',
    quote:
      'Every job I finish, I ask for a review. After twelve five-star reviews I raised my day rate, and I still have more work than I can do in Berea and Morningside.',
  },
];

export default function SuccessStoriesPage() {
  return (
    <StaticPage
      title="Success Stories"
      intro="Real work, found close to home. Here are some of the workers who found more jobs through Work Local."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {STORIES.map((story) => (
          <li
            key={story.name}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <Quote aria-hidden="true" size={24} className="text-brand-700" />
            <blockquote className="mt-3 flex-1 text-slate-800">
              <p>{story.quote}</p>
            </blockquote>
            <p className="mt-4 font-semibold text-slate-900">{story.name}</p>
            <p className="text-sm text-slate-600">
              {story.role} · {story.tier} tier
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="next-story" className="rounded-xl bg-brand-50 p-6">
        <h2 id="next-story" className="text-xl font-semibold sm:text-2xl">
          Your story could be next
        </h2>
        <p className="mt-2 text-slate-700">
          Create your profile for {REGISTRATION}, put yourself on the map and let employers in your area find
          you.
        </p>
        <Link href="/login" className={buttonClass('default', 'lg', 'mt-4')}>
          Register as a Worker
        </Link>
      </section>
    </StaticPage>
  );
}
