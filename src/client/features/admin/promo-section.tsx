// The console's promo codes (issue 20): every code with its use and state; a new code with its free days, an
// optional limit and expiry date; deactivate.
import { useLingui } from '@lingui/react/macro';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import {
  type AdminPromoCode,
  type CreatePromoCodeInput,
  createPromoCodeSchema,
  PROMO_TRIAL_DAYS_MAX,
} from '../../../shared/schemas/admin-money.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { TextField } from '../../components/ui/form-fields.js';
import { Spinner } from '../../components/ui/spinner.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { useSharedMessage } from '../../lib/shared-message.js';
import { createPromoCode, deactivatePromoCode, useAdminAction, usePromoCodes } from './api.js';
import { formatDateTime } from './format.js';
import { Empty, LoadError } from './parts.js';

interface PromoForm {
  code: string;
  trialDays: string;
  description: string;
  maxRedemptions: string;
  /** 'YYYY-MM-DD' from the date input: the code works to the end of that day, South African time. */
  expiresOn: string;
}

const EMPTY: PromoForm = { code: '', trialDays: '30', description: '', maxRedemptions: '', expiresOn: '' };

function toBody(form: PromoForm): CreatePromoCodeInput {
  return {
    code: form.code,
    trialDays: Number(form.trialDays),
    description: form.description,
    maxRedemptions: form.maxRedemptions ? Number(form.maxRedemptions) : null,
    expiresAt: form.expiresOn ? `${form.expiresOn}T23:59:59+02:00` : null,
  };
}

/** The API's field each form field feeds. */
const FORM_FIELDS: Record<string, keyof PromoForm> = {
  code: 'code',
  trialDays: 'trialDays',
  description: 'description',
  maxRedemptions: 'maxRedemptions',
  expiresAt: 'expiresOn',
};

/** The form's strings become the API's body, which the shared schema judges (the route's own rules). */
const promoResolver: Resolver<PromoForm> = (values) => {
  const parsed = createPromoCodeSchema.safeParse(toBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<PromoForm> = {};
  for (const issue of parsed.error.issues) {
    const field = FORM_FIELDS[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

function NewPromoCode() {
  const { t } = useLingui();
  const translate = useSharedMessage();
  const create = useAdminAction(createPromoCode);
  const form = useForm<PromoForm>({
    resolver: promoResolver,
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const message = (text?: string) => translate(text);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t`New promo code`}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) =>
            create.mutate(toBody(values), {
              onSuccess: () => {
                toast({ title: t`Promo code created`, description: values.code.toUpperCase() });
                form.reset(EMPTY);
              },
              onError: (error) =>
                toast({
                  title: t`Could not create the promo code`,
                  description: translate(serverMessage(error)) ?? t`Please try again.`,
                  variant: 'destructive',
                }),
            }),
          )}
        >
          <TextField
            label={t`Code`}
            required
            autoCapitalize="characters"
            error={message(errors.code?.message)}
            {...form.register('code')}
          />
          <TextField
            label={t`Free days`}
            required
            type="number"
            min={1}
            max={PROMO_TRIAL_DAYS_MAX}
            error={message(errors.trialDays?.message)}
            {...form.register('trialDays')}
          />
          <TextField
            label={t`Most uses (optional)`}
            type="number"
            min={1}
            error={message(errors.maxRedemptions?.message)}
            {...form.register('maxRedemptions')}
          />
          <TextField
            label={t`Last day it works (optional)`}
            type="date"
            error={message(errors.expiresOn?.message)}
            {...form.register('expiresOn')}
          />
          <TextField
            label={t`Description (optional)`}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          <Button type="submit" className="self-end" disabled={create.isPending}>
            {create.isPending ? t`Saving...` : t`Create code`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PromoRow({ promo }: { promo: AdminPromoCode }) {
  const { t } = useLingui();
  const deactivate = useAdminAction(deactivatePromoCode);
  const used = promo.redemptions;
  const limit = promo.maxRedemptions;
  const days = promo.trialDays;
  const expiry = promo.expiresAt ? formatDateTime(promo.expiresAt) : null;
  return (
    <Card data-testid="admin-promo">
      <CardContent className="grid gap-1 pt-5 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-mono text-base font-semibold">{promo.code}</h3>
          <span className={promo.usable ? 'text-green-800' : 'text-slate-600'}>
            {promo.usable ? t`In use` : promo.active ? t`Expired or used up` : t`Deactivated`}
          </span>
        </div>
        {promo.description ? <p>{promo.description}</p> : null}
        <p className="text-slate-600">
          {[
            t`${days} free days`,
            limit === null ? t`Used ${used} times` : t`Used ${used} of ${limit}`,
            expiry ? t`Until ${expiry}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {promo.active ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={deactivate.isPending}
            onClick={() =>
              deactivate.mutate(
                { code: promo.code },
                { onSuccess: () => toast({ title: t`Promo code deactivated` }) },
              )
            }
          >
            {t`Deactivate`}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PromoSection() {
  const { t } = useLingui();
  const codes = usePromoCodes();
  return (
    <div className="grid gap-4">
      <NewPromoCode />
      {codes.isLoading ? (
        <Spinner label={t`Loading promo codes`} />
      ) : !codes.data ? (
        <LoadError error={codes.error} />
      ) : codes.data.length === 0 ? (
        <Empty>{t`No promo codes yet.`}</Empty>
      ) : (
        <ul className="grid gap-3" aria-label={t`Promo codes`}>
          {codes.data.map((promo) => (
            <li key={promo.code}>
              <PromoRow promo={promo} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
