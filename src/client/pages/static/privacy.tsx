// /privacy: the privacy policy under POPIA, including location privacy and special personal information. Its text
// is catalogue content (features/static-pages/content/privacy.ts).
import { LEGAL_LAST_UPDATED, REMEMBER_DEVICE_DAYS } from '../../../shared/constants.js';
import { LegalPage, PRIVACY_POLICY } from '../../features/static-pages/index.js';

export default function PrivacyPage() {
  return (
    <LegalPage
      document={PRIVACY_POLICY}
      lastUpdated={LEGAL_LAST_UPDATED}
      values={{ rememberDays: REMEMBER_DEVICE_DAYS }}
    />
  );
}
