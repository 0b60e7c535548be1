// The three tier cards (spec: "Tier upgrade page"): the current tier reads 'Current Tier', tiers the rules do not
// allow read 'Not Available', and an allowed one starts the upgrade payment and goes to the provider.
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Check, ShieldCheck, User } from 'lucide-react';
import { formatRand, TIER_INFO, TIER_LEVELS, type TierLevel } from '../../../shared/constants.js';
import { canUpgrade, TIER_MESSAGES } from '../../../shared/schemas/tiers.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { toast } from '../../components/ui/use-toast.js';
import { redirectToPayment } from '../payments/index.js';
import { initializeUpgrade, type UpgradeTier } from './api.js';

const ICONS = { basic: User, verified: BadgeCheck, premium: ShieldCheck } as const;
const ACCENTS: Record<TierLevel, string> = {
  basic: 'border-slate-200',
  verified: 'border-blue-300',
  premium: 'border-amber-300',
};

function failUpgrade(description: string) {
  toast({ title: 'Upgrade Failed', description, variant: 'destructive' });
}

export function TierCards({ currentTier }: { currentTier: TierLevel }) {
  const upgrade = useMutation({
    mutationFn: (tierLevel: UpgradeTier) => initializeUpgrade(tierLevel),
    onSuccess: (answer) => {
      if (!redirectToPayment(answer)) failUpgrade(TIER_MESSAGES.initializeFailed);
    },
    onError: () => failUpgrade(TIER_MESSAGES.processFailed),
  });

  return (
    <div className="grid gap-4 md:grid-cols-3">
      {TIER_LEVELS.map((tier) => {
        const info = TIER_INFO[tier];
        const Icon = ICONS[tier];
        const isCurrent = tier === currentTier;
        const isAllowed = tier !== 'basic' && canUpgrade(currentTier, tier);
        const isBusy = upgrade.isPending && upgrade.variables === tier;
        return (
          <Card
            key={tier}
            data-testid={`tier-card-${tier}`}
            className={`flex flex-col border-2 ${isCurrent ? 'border-brand-800 ring-2 ring-brand-100' : ACCENTS[tier]}`}
          >
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Icon size={22} aria-hidden="true" />
                {info.name}
              </CardTitle>
              <p>
                <span className="text-3xl font-bold">{formatRand(info.priceCents)}</span>{' '}
                <span className="text-sm text-slate-600">{info.period}</span>
              </p>
              {info.badge ? <p className="text-sm font-medium text-slate-700">{info.badge}</p> : null}
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <ul className="grid gap-1.5 text-sm text-slate-700">
                {info.perks.map((perk) => (
                  <li key={perk} className="flex items-start gap-2">
                    <Check size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-700" />
                    {perk}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                {isCurrent ? (
                  <Button className="w-full" variant="outline" disabled>
                    Current Tier
                  </Button>
                ) : isAllowed ? (
                  <Button
                    className="w-full"
                    variant={tier === 'premium' ? 'gold' : 'default'}
                    disabled={upgrade.isPending}
                    onClick={() => upgrade.mutate(tier)}
                  >
                    {isBusy ? 'Processing...' : `Upgrade to ${info.name}`}
                  </Button>
                ) : (
                  <Button className="w-full" variant="secondary" disabled>
                    Not Available
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
