// The upload page's status card: the current tier, ID Verified yes/no and Police Clearance yes/no.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TierLevel } from '../../../shared/constants.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';

export function VerificationStatusCard({
  tierLevel,
  isVerified,
  hasPoliceClearance,
}: {
  tierLevel: TierLevel;
  isVerified: boolean;
  hasPoliceClearance: boolean;
}) {
  const { t, i18n } = useLingui();
  const yesNo = (value: boolean) => (
    <dd className={`font-semibold ${value ? 'text-emerald-800' : 'text-slate-700'}`}>
      {value ? t`Yes` : t`No`}
    </dd>
  );
  return (
    <Card data-testid="verification-status">
      <CardHeader>
        <CardTitle>
          <Trans>Verification Status</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">
              <Trans>Current Tier</Trans>
            </dt>
            <dd className="font-semibold">{i18n._(TIER_TEXTS[tierLevel].name)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>ID Verified</Trans>
            </dt>
            {yesNo(isVerified)}
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>Police Clearance</Trans>
            </dt>
            {yesNo(hasPoliceClearance)}
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
