// The wizard's promo code: a small form of its own (the shared validatePromoSchema) inside the payment step, and
// the server's answer (a trial of N days, or why not).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { validatePromoSchema } from '../../../shared/schemas/payments.js';
import { toast } from '../../components/ui/use-toast.js';
import { serverMessage } from '../../lib/api.js';
import { validatePromoCode } from './api.js';

export interface PromoStatus {
  checking: boolean;
  /** The code the trial was granted for; null until one is. */
  validCode: string | null;
  trialDays: number | null;
  error: string | null;
}

const UNCHECKED: PromoStatus = { checking: false, validCode: null, trialDays: null, error: null };

export function usePromoCode() {
  const form = useForm<z.input<typeof validatePromoSchema>, unknown, z.output<typeof validatePromoSchema>>({
    resolver: zodResolver(validatePromoSchema),
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
        toast({ title: 'Promo Code Valid!', description: `${answer.trialDays}-day free trial applied!` });
      } else {
        setStatus({ ...UNCHECKED, error: answer.message || 'Invalid promo code' });
      }
    } catch (error) {
      setStatus({ ...UNCHECKED, error: serverMessage(error) ?? 'Invalid promo code' });
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
  };
}
export type PromoCode = ReturnType<typeof usePromoCode>;
