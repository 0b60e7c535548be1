// The employer's plan: the active subscription card or the free-hire usage line, and the Monthly / Annual choice
// that sends the browser to the payment provider (spec: "Employer subscription").
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CreditCard } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { SUBSCRIPTION_INFO, SUBSCRIPTION_TYPES } from '../../../shared/constants.js';
import type { LanguageCode } from '../../../shared/i18n/languages.js';
import { type EmployerStatus, subscriptionInitializeSchema } from '../../../shared/schemas/employer.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { formatDate } from '../../lib/format-date.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { EMPLOYER_PLAN_PERK_TEXTS, PLAN_TEXTS, planSavingNote } from '../../lib/product-texts.js';
import { useStartSubscription } from './start-subscription.js';

export function ActiveSubscriptionCard({ status }: { status: EmployerStatus }) {
  const subscription = status.subscription;
  const { i18n } = useLingui();
  if (!subscription) return null;
  return (
    <Card data-testid="active-subscription">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <Trans>Your Subscription</Trans>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-900">
            <Trans>Active</Trans>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">
              <Trans>Hires this month</Trans>
            </dt>
            <dd className="text-2xl font-bold">{status.monthlyHireCount}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>Subscription type</Trans>
            </dt>
            <dd className="text-2xl font-bold">{i18n._(PLAN_TEXTS[subscription.subscriptionType].name)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">
              <Trans>Unlimited hires until</Trans>
            </dt>
            <dd className="font-medium">{formatDate(subscription.expiresAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export function SubscriptionPlans({ isRenewal }: { isRenewal: boolean }) {
  const form = useForm<z.input<typeof subscriptionInitializeSchema>>({
    resolver: zodResolver(subscriptionInitializeSchema),
    defaultValues: { subscriptionType: 'monthly' },
  });
  const selected = useWatch({ control: form.control, name: 'subscriptionType' });
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const initialize = useStartSubscription();

  return (
    <section aria-labelledby="plans-heading" className="grid gap-4">
      <h2 id="plans-heading" className="text-xl font-semibold">
        {isRenewal ? t`Extend your subscription` : t`Choose a plan`}
      </h2>
      {/* 'contents': the form adds no box, so the section's grid lays out its parts as before. */}
      <form
        className="contents"
        onSubmit={form.handleSubmit(({ subscriptionType }) => initialize.mutate(subscriptionType))}
        noValidate
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">
            <Trans>Subscription plan</Trans>
          </legend>
          {SUBSCRIPTION_TYPES.map((type) => {
            const info = SUBSCRIPTION_INFO[type];
            const texts = PLAN_TEXTS[type];
            const checked = selected === type;
            return (
              <label
                key={type}
                className={`flex cursor-pointer flex-col gap-2 rounded-xl border-2 bg-white p-4 ${
                  checked ? 'border-brand-800 ring-2 ring-brand-100' : 'border-slate-200'
                }`}
              >
                <span className="flex items-center justify-between">
                  <span className="text-lg font-semibold">{i18n._(texts.name)}</span>
                  <input
                    type="radio"
                    value={type}
                    className="h-5 w-5 accent-brand-800"
                    {...form.register('subscriptionType')}
                  />
                </span>
                <span>
                  <span className="text-3xl font-bold">{money(info.priceCents)}</span>{' '}
                  <span className="text-sm text-slate-600">{i18n._(texts.period)}</span>
                </span>
                {info.note ? (
                  <span className="text-sm font-medium text-emerald-800">
                    {planSavingNote(i18n.locale as LanguageCode)}
                  </span>
                ) : null}
                <ul className="grid gap-1 text-sm text-slate-700">
                  {EMPLOYER_PLAN_PERK_TEXTS.map((perk) => (
                    <li key={perk.id} className="flex items-center gap-2">
                      <Check size={16} aria-hidden="true" className="text-emerald-700" /> {i18n._(perk)}
                    </li>
                  ))}
                </ul>
              </label>
            );
          })}
        </fieldset>
        <Button type="submit" size="lg" disabled={initialize.isPending}>
          {initialize.isPending ? t`Processing...` : t`Subscribe`}
        </Button>
      </form>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CreditCard size={16} aria-hidden="true" />
        <Trans>Payment is processed securely through our card payment provider.</Trans>
      </p>
    </section>
  );
}
