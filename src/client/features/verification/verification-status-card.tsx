// The upload page's status card: the current tier, ID Verified yes/no and Police Clearance yes/no.
import { TIER_INFO, type TierLevel } from '../../../shared/constants.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';

export function VerificationStatusCard({
  tierLevel,
  isVerified,
  hasPoliceClearance,
}: {
  tierLevel: TierLevel;
  isVerified: boolean;
  hasPoliceClearance: boolean;
}) {
  const yesNo = (value: boolean) => (
    <dd className={`font-semibold ${value ? 'text-emerald-800' : 'text-slate-700'}`}>
      {value ? 'Yes' : 'No'}
    </dd>
  );
  return (
    <Card data-testid="verification-status">
      <CardHeader>
        <CardTitle>Verification Status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Current Tier</dt>
            <dd className="font-semibold">{TIER_INFO[tierLevel].name}</dd>
          </div>
          <div>
            <dt className="text-slate-600">ID Verified</dt>
            {yesNo(isVerified)}
          </div>
          <div>
            <dt className="text-slate-600">Police Clearance</dt>
            {yesNo(hasPoliceClearance)}
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
