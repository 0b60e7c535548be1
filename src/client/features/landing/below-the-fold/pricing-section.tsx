// The landing page's pricing (anchor #pricing): worker tiers and employer plans, from the shared constants' prices
// and the catalogue's names and perks (lib/product-texts.ts).
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FREE_HIRES_PER_MONTH,
  SUBSCRIPTION_INFO,
  SUBSCRIPTION_TYPES,
  TIER_INFO,
  TIER_LEVELS,
} from '../../../../shared/constants.js';
import type { LanguageCode } from '../../../../shared/i18n/languages.js';
import { CheckList } from '../../../components/ui/check-list.js';
import { useFormatMoney } from '../../../lib/format-money.js';
import {
  EMPLOYER_PLAN_PERK_TEXTS,
  PLAN_TEXTS,
  planSavingNote,
  TIER_TEXTS,
} from '../../../lib/product-texts.js';

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
  tag?: string | undefined;
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
  const { i18n, t } = useLingui();
  const money = useFormatMoney();
  const texts = (descriptors: readonly MessageDescriptor[]) => descriptors.map((d) => i18n._(d));
  const freeHires = FREE_HIRES_PER_MONTH;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-2xl font-bold sm:text-3xl">
          <Trans>Simple, honest pricing</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">
          <Trans>No commission on your wages and no hidden fees. All prices are in South African rand.</Trans>
        </p>

        <h3 className="mt-10 text-xl font-semibold">
          <Trans>For workers</Trans>
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {TIER_LEVELS.map((level) => {
            const tier = TIER_TEXTS[level];
            return (
              <PriceCard
                key={level}
                name={i18n._(tier.name)}
                price={money(TIER_INFO[level].priceCents)}
                period={i18n._(tier.period)}
                perks={texts(tier.perks)}
                highlight={level === 'verified'}
                tag={
                  level === 'verified'
                    ? t`Most popular`
                    : level === 'premium'
                      ? t`Childcare & elder care`
                      : undefined
                }
              />
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          <Trans>
            Verified and Premium are annual subscriptions and are non-refundable. Badges are awarded once an
            admin has checked your documents.
          </Trans>
        </p>

        <h3 className="mt-10 text-xl font-semibold">
          <Trans>For employers</Trans>
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          <PriceCard
            name={t`Free`}
            price={money(0)}
            period={t`always`}
            perks={[t`Browse and search the map`, t`${freeHires} hires per month`, t`Ratings and reviews`]}
          />
          {SUBSCRIPTION_TYPES.map((type) => {
            const plan = PLAN_TEXTS[type];
            return (
              <PriceCard
                key={type}
                name={i18n._(plan.name)}
                price={money(SUBSCRIPTION_INFO[type].priceCents)}
                period={i18n._(plan.period)}
                note={SUBSCRIPTION_INFO[type].note ? planSavingNote(i18n.locale as LanguageCode) : null}
                perks={texts(EMPLOYER_PLAN_PERK_TEXTS)}
                highlight={type === 'annual'}
                tag={type === 'annual' ? t`Best value` : undefined}
              />
            );
          })}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Browsing workers is always free.</Trans>
        </p>
      </div>
    </section>
  );
}
