// The landing page's pricing (anchor #pricing): worker tiers and employer plans, straight from the shared constants.
import {
  EMPLOYER_PLAN_PERKS,
  FREE_HIRES_PER_MONTH,
  formatRand,
  SUBSCRIPTION_INFO,
  SUBSCRIPTION_TYPES,
  TIER_INFO,
  TIER_LEVELS,
} from '../../../shared/constants.js';
import { CheckList } from '../../components/ui/check-list.js';

function PriceCard({
  name,
  price,
  period,
  note,
  perks,
  highlight = false,
  tag,
}: {
  name: string;
  price: string;
  period: string;
  note?: string | null;
  perks: readonly string[];
  highlight?: boolean;
  tag?: string;
}) {
  return (
    <li
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
        highlight ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg font-semibold">{name}</h4>
        {tag ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            {tag}
          </span>
        ) : null}
      </div>
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900">{price}</span>{' '}
        <span className="text-sm text-slate-600">{period}</span>
      </p>
      {note ? <p className="mt-1 text-sm font-medium text-brand-800">{note}</p> : null}
      <CheckList items={perks} className="mt-4" />
    </li>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-2xl font-bold sm:text-3xl">
          Simple, honest pricing
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
          No commission on your wages and no hidden fees. All prices are in South African rand.
        </p>

        <h3 className="mt-10 text-xl font-semibold">For workers</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TIER_LEVELS.map((level) => {
            const tier = TIER_INFO[level];
            return (
              <PriceCard
                key={level}
                name={tier.name}
                price={formatRand(tier.priceCents)}
                period={tier.period}
                perks={tier.perks}
                highlight={level === 'verified'}
                tag={
                  level === 'verified'
                    ? 'Most popular'
                    : level === 'premium'
                      ? 'Childcare & elder care'
                      : undefined
                }
              />
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          Verified and Premium are annual subscriptions and are non-refundable. Badges are awarded once an
          admin has checked your documents.
        </p>

        <h3 className="mt-10 text-xl font-semibold">For employers</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          <PriceCard
            name="Free"
            price="R0"
            period="always"
            perks={[
              'Browse and search the map',
              `${FREE_HIRES_PER_MONTH} hires per month`,
              'Ratings and reviews',
            ]}
          />
          {SUBSCRIPTION_TYPES.map((type) => {
            const plan = SUBSCRIPTION_INFO[type];
            return (
              <PriceCard
                key={type}
                name={plan.name}
                price={formatRand(plan.priceCents)}
                period={plan.period}
                note={plan.note}
                perks={EMPLOYER_PLAN_PERKS}
                highlight={type === 'annual'}
                tag={type === 'annual' ? 'Best value' : undefined}
              />
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-slate-600">Browsing workers is always free.</p>
      </div>
    </section>
  );
}
