// The wizard's promo code: a small form of its own (the shared validatePromoSchema) inside the payment step, and
// the server's answer (a trial of N days, or why not).
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { PROMO_MESSAGES } from '../../../shared/schemas/payment-texts.js';
import type { validatePromoSchema } from '../../../shared/schemas/payments.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { i18n, translate } from '../../lib/i18n.js';
import { lazyResolver } from '../../lib/lazy-resolver.js';
import { validatePromoCode } from './api.js';

export interface PromoStatus {
  checking: boolean;
  /** The code the trial was granted for; null until one is. */
  validCode: string | null;
  trialDays: number | null;
  /** In English, as the schema or the server gave it: the field translates it when shown. */
  error: string | null;
}

const TRIAL_APPLIED = msg`{days}-day free trial applied!`;

type PromoForm = z.input<typeof validatePromoSchema>;
// The shared schema loads when the wizard's form is first used, with the wizard's own (decision 0256).
const promoResolver = lazyResolver<PromoForm, z.output<typeof validatePromoSchema>>(async () => {
  const [{ zodResolver }, { validatePromoSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/schemas/payments.js'),
  ]);
  return zodResolver(validatePromoSchema);
});

const UNCHECKED: PromoStatus = { checking: false, validCode: null, trialDays: null, error: null };

export function usePromoCode() {
  const form = useForm<PromoForm, unknown, z.output<typeof validatePromoSchema>>({
    resolver: promoResolver.resolver,
    defaultValues: { code: '' },
  });
  const [status, setStatus] = useState<PromoStatus>(UNCHECKED);

  async function check({ code: typed }: { code: string }) {
    const code = typed.toUpperCase();
    setStatus((s) => ({ ...s, checking: true, error: null }));
    try {
      const answer = await validatePromoCode(code);
      if (answer.valid) {
        setStatus({ ...UNCHECKED, validCode: code, trialDays: answer.trialDays });
        toast({
          title: i18n._(msg`Promo Code Valid!`),
          description: translate(TRIAL_APPLIED, { days: answer.trialDays }),
        });
      } else {
        setStatus({ ...UNCHECKED, error: answer.message || PROMO_MESSAGES.invalid });
      }
    } catch (error) {
      setStatus({ ...UNCHECKED, error: serverMessage(error) ?? PROMO_MESSAGES.invalid });
    }
  }

  return {
    form,
    status,
    /** 'Apply': an empty code is ignored; one the schema refuses shows why, as the server's answer would. */
    apply: form.handleSubmit(check, (errors) => {
      if (form.getValues('code').trim()) setStatus({ ...UNCHECKED, error: errors.code?.message ?? null });
    }),
    /** Typing a new code drops the last answer. */
    onEdit: () => setStatus(UNCHECKED),
    /** Starts downloading the code's check (see the wizard's preloadChecks). */
    preloadChecks: promoResolver.preload,
  };
}
export type PromoCode = ReturnType<typeof usePromoCode>;
