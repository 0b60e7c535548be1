// What the employer plan's advanced filters do, for an employer without the plan (issue 18): the offer to subscribe.
// Shown inside the closed-by-default filter panel, and in place of the results if the server refuses a filtered
// search (a subscription that ran out while the page was open).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatRand, PRICES_CENTS } from '../../../shared/constants.js';
import { SPOKEN_LANGUAGES } from '../../../shared/spoken-languages.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { CheckList } from '../../components/ui/check-list.js';

/** `onClear` (with `refused`): drops the filters the server refused. */
export function AdvancedFiltersOffer({
  refused = false,
  onClear,
}: {
  refused?: boolean;
  onClear?: () => void;
}) {
  const { t } = useLingui();
  const monthly = formatRand(PRICES_CENTS.monthly);
  const more = SPOKEN_LANGUAGES.length - 3;
  return (
    <div className="grid gap-3 pt-2" data-testid="advanced-filters-offer">
      <p className="text-sm text-slate-700">
        {refused ? (
          <Trans>
            Advanced filters come with an employer subscription, and yours is not active. Clear the advanced
            filters to search without them, or subscribe again.
          </Trans>
        ) : (
          <Trans>With an employer subscription you can narrow the workers to those who:</Trans>
        )}
      </p>
      {refused ? null : (
        <CheckList
          items={[
            t`are rated as well as you ask, for example 4 stars or more`,
            t`charge a day rate within your budget`,
            t`are available when you need them: full-time, part-time, weekends or on demand`,
            t`hold a police clearance`,
            t`have references Work Local has verified`,
            t`speak your language: isiZulu, isiXhosa, Afrikaans and ${more} more`,
          ]}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {onClear ? (
          <Button variant="outline" onClick={onClear}>
            <Trans>Clear advanced filters</Trans>
          </Button>
        ) : null}
        <Link href="/employer-subscription" className={buttonClass('gold', 'default')}>
          <Trans>See employer plans, from {monthly} a month</Trans>
        </Link>
      </div>
    </div>
  );
}
