// Number helpers the household forms share: how an optional number input reaches the zod schema, and how an
// amount in cents is shown (rand with cents, as on the payslip, in the reader's language: decision 0187).
import { formatMoney } from '../../lib/format-money.js';
import { activeLanguage } from '../../lib/i18n.js';

/** An empty optional number input is "not given" (undefined), not 0 or NaN, so the schema's `.optional()` applies. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export const rand = (cents: number) => formatMoney(cents, activeLanguage(), { decimals: true });
