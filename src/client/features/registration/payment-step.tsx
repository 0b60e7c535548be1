// Step 3, 'Complete Registration - R10': the promo code, and without a valid one the Basic tier card and the
// payment method.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CreditCard } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { PAYMENT_METHODS, PRICES_CENTS } from '../../../shared/constants.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.js';
import { Input } from '../../components/ui/field.js';
import { ChoiceGroup } from '../../components/ui/form-fields.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { PAYMENT_METHOD_LABELS } from '../payments/index.js';
import type { PromoCode } from './use-promo-code.js';
import { type RegistrationForm, STEP_HEADING } from './use-registration-wizard.js';

const BASIC_PERKS = [msg`Profile listing on map`, msg`CV and photo upload`, msg`Contact from employers`];

function PromoCodeField({ promo }: { promo: PromoCode }) {
  const { status } = promo;
  const valid = status.validCode !== null;
  const translate = useSharedMessage();
  const days = status.trialDays;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="promo-code" className="text-sm font-medium text-slate-800">
        <Trans>Promo Code</Trans>
      </label>
      <div className="flex gap-2">
        <Controller
          control={promo.form.control}
          name="code"
          render={({ field }) => (
            <Input
              ref={field.ref}
              id="promo-code"
              name={field.name}
              placeholder="FREE30D1"
              autoCapitalize="characters"
              value={field.value}
              aria-invalid={status.error ? true : undefined}
              aria-describedby={status.error ? 'promo-error' : valid ? 'promo-ok' : undefined}
              onBlur={field.onBlur}
              enterKeyHint="done"
              onKeyDown={(e) => {
                // Enter (a phone's Go) applies the code; it must never submit the wizard as a paid registration.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void promo.apply();
              }}
              onChange={(e) => {
                field.onChange(e.target.value.toUpperCase());
                promo.onEdit();
              }}
            />
          )}
        />
        <Button variant="secondary" onClick={() => void promo.apply()} disabled={status.checking}>
          <Trans>Apply</Trans>
        </Button>
      </div>
      {status.error ? (
        <p id="promo-error" role="alert" className="text-sm text-red-700">
          {translate(status.error)}
        </p>
      ) : null}
      {valid ? (
        <p id="promo-ok" className="text-sm text-green-800">
          <Trans>{days}-day free trial applied!</Trans>
        </p>
      ) : null}
    </div>
  );
}

function BasicTierCard() {
  const { i18n } = useLingui();
  const price = useFormatMoney()(PRICES_CENTS.registration, { decimals: true });
  return (
    <Card className="border-brand-700">
      <CardHeader>
        <CardTitle>
          <Trans>Basic Tier</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            <span className="text-2xl font-bold text-slate-900">{price}</span> once-off
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1 text-sm">
          {BASIC_PERKS.map((perk) => (
            <li key={perk.id} className="flex items-center gap-2">
              <Check size={16} aria-hidden="true" className="text-green-700" />
              {i18n._(perk)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function PaymentStep({ form, promo }: { form: RegistrationForm; promo: PromoCode }) {
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const free = promo.status.validCode !== null;
  const { t, i18n } = useLingui();
  const translate = useSharedMessage();
  const price = useFormatMoney()(PRICES_CENTS.registration);
  return (
    <Card>
      <CardHeader>
        <CardTitle {...STEP_HEADING}>
          {free ? t`Complete Free Registration` : t`Complete Registration - ${price}`}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PromoCodeField promo={promo} />
        {free ? null : (
          <>
            <BasicTierCard />
            <ChoiceGroup
              legend={t`Payment Method`}
              error={translate(form.formState.errors.paymentMethod?.message)}
            >
              {PAYMENT_METHODS.map((method) => (
                <label
                  key={method.id}
                  className={`flex min-h-[44px] items-center gap-3 rounded-md border p-3 text-sm ${
                    paymentMethod === method.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200'
                  }`}
                >
                  <input
                    type="radio"
                    value={method.id}
                    className="h-5 w-5"
                    {...form.register('paymentMethod')}
                  />
                  <CreditCard size={16} aria-hidden="true" />
                  {i18n._(PAYMENT_METHOD_LABELS[method.id])}
                </label>
              ))}
            </ChoiceGroup>
          </>
        )}
      </CardContent>
    </Card>
  );
}
