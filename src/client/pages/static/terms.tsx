// /terms: the terms of service (age and work eligibility, fees from the shared constants, conduct, liability). Its
// text is catalogue content (features/static-pages/content/terms.ts).
import {
  FREE_HIRES_PER_MONTH,
  LEGAL_LAST_UPDATED,
  PRICES_CENTS,
  SUBSCRIPTION_INFO,
  TIER_INFO,
} from '../../../shared/constants.js';
import { LegalPage, TERMS_OF_SERVICE } from '../../features/static-pages/index.js';
import { useFormatMoney } from '../../lib/format-money.js';

export default function TermsPage() {
  const money = useFormatMoney();
  return (
    <LegalPage
      document={TERMS_OF_SERVICE}
      lastUpdated={LEGAL_LAST_UPDATED}
      values={{
        registration: money(TIER_INFO.basic.priceCents),
        verified: money(PRICES_CENTS.verified),
        premium: money(PRICES_CENTS.premium),
        monthly: money(SUBSCRIPTION_INFO.monthly.priceCents),
        annual: money(SUBSCRIPTION_INFO.annual.priceCents),
        freeHires: FREE_HIRES_PER_MONTH,
      }}
    />
  );
}
