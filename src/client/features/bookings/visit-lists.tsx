// The two lists both sides' pages show: the visits to come (soonest first) and the earlier or ended ones (latest
// first), each with its actions; and the live region where the result of an action is read out.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import type { BookedVisit } from './labels.js';
import { VisitCard } from './visit-card.js';

export function VisitLists({
  upcoming,
  earlier,
  actions,
  empty,
}: {
  upcoming: BookedVisit[];
  earlier: BookedVisit[];
  actions: (item: BookedVisit) => ReactNode;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <section aria-labelledby="upcoming-visits" className="grid gap-3">
        <h2 id="upcoming-visits" className="text-lg font-semibold">
          {t`Upcoming visits`}
        </h2>
        {upcoming.length === 0 ? <p className="text-slate-700">{empty}</p> : null}
        <ul className="grid gap-3" data-testid="upcoming-visits">
          {upcoming.map((item) => (
            <VisitCard key={item.visit.id} item={item} actions={actions(item)} />
          ))}
        </ul>
      </section>
      {earlier.length > 0 ? (
        <section aria-labelledby="earlier-visits" className="grid gap-3">
          <h2 id="earlier-visits" className="text-lg font-semibold">
            <Trans>Earlier and cancelled visits</Trans>
          </h2>
          <ul className="grid gap-3" data-testid="earlier-visits">
            {earlier.map((item) => (
              <VisitCard key={item.visit.id} item={item} actions={actions(item)} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Where the outcome of the last action is announced (and stays on screen). It takes the focus too: the button that
 * opened the action has usually left with its visit's card, and focus would otherwise fall back to the page's top.
 */
export function ActionResult({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      className={text ? 'rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900' : ''}
      data-testid="visit-action-result"
    >
      {text}
    </div>
  );
}
