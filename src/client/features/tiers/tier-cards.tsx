// The three tier cards (spec: "Tier upgrade page"): the current tier reads 'Current Tier', tiers the rules do not
// allow read 'Not Available', and an allowed one starts the upgrade payment and goes to the provider.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, Check, ShieldCheck, User } from 'lucide-react';
import { TIER_INFO, TIER_LEVELS, type TierLevel } from '../../../shared/constants.js';
import { canUpgrade, TIER_MESSAGES } from '../../../shared/schemas/tiers.js';
import { Button } from '../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.js';
import { useFormatMoney } from '../../lib/format-money.js';
import { TIER_TEXTS } from '../../lib/product-texts.js';
import { redirectToPayment } from '../payments/index.js';
import { failUpgrade, initializeUpgrade, type UpgradeTier } from './api.js';

const ICONS = { basic: User, verified: BadgeCheck, premium: ShieldCheck } as const;
const ACCENTS: Record<TierLevel, string> = {
  basic: 'border-slate-200',
  verified: 'border-blue-300',
  premium: 'border-amber-300',
};

export function TierCards({ currentTier }: { currentTier: TierLevel }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
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
        const texts = TIER_TEXTS[tier];
        const name = i18n._(texts.name);
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
                {name}
              </CardTitle>
              <p>
                <span className="text-3xl font-bold">{money(info.priceCents)}</span>{' '}
                <span className="text-sm text-slate-600">{i18n._(texts.period)}</span>
              </p>
              {texts.badge ? (
                <p className="text-sm font-medium text-slate-700">{i18n._(texts.badge)}</p>
              ) : null}
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <ul className="grid gap-1.5 text-sm text-slate-700">
                {texts.perks.map((perk) => (
                  <li key={perk.id} className="flex items-start gap-2">
                    <Check size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-700" />
                    {i18n._(perk)}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                {isCurrent ? (
                  <Button className="w-full" variant="outline" disabled>
                    <Trans>Current Tier</Trans>
                  </Button>
                ) : isAllowed ? (
                  <Button
                    className="w-full"
                    variant={tier === 'premium' ? 'gold' : 'default'}
                    disabled={upgrade.isPending}
                    onClick={() => upgrade.mutate(tier)}
                  >
                    {isBusy ? t`Processing...` : t`Upgrade to ${name}`}
                  </Button>
                ) : (
                  <Button className="w-full" variant="secondary" disabled>
                    <Trans>Not Available</Trans>
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
