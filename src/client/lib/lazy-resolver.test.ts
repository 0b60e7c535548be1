import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '../../shared/schemas/payment-texts.js';
import { validatePromoSchema } from '../../shared/schemas/payments.js';
import { REGISTRATION_STEP_FIELDS } from '../../shared/schemas/registration-rules.js';
import { workerRegistrationFormSchema } from '../../shared/schemas/worker-registration.js';
import { lazyResolver } from './lazy-resolver.js';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads once and then checks as the schema does, with the shared messages', async () => {
    let loads = 0;
    const lazy = lazyResolver(async () => {
      loads += 1;
      return zodResolver(validatePromoSchema);
    });
    lazy.preload();
    const refused = await lazy.resolver({ code: '  ' }, undefined, options);
    expect(refused.errors.code?.message).toBe(PROMO_MESSAGES.invalid);
    const accepted = await lazy.resolver({ code: 'WELCOME' }, undefined, options);
    expect(accepted.values).toEqual({ code: 'WELCOME' });
    expect(loads).toBe(1);
  });

  it('tries the download again after a failed one', async () => {
    let loads = 0;
    const lazy = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return zodResolver(validatePromoSchema);
    });
    lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(lazy.resolver({ code: 'A' }, undefined, options)).resolves.toBeDefined();
    expect(loads).toBe(2);
  });
});

describe('the registration rules without zod', () => {
  it('names only fields of the wizard form', () => {
    const formFields = Object.keys(workerRegistrationFormSchema.shape);
    for (const fields of Object.values(REGISTRATION_STEP_FIELDS)) {
      for (const field of fields) expect(formFields).toContain(field);
    }
  });
});
