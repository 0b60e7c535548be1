// Long result lists render in batches so a full answer never blocks input in one long task.
import { useEffect, useState } from 'react';

/** Cards rendered at once; the rest follow a batch per task, so a full answer never blocks input in one long task. */
const CARD_BATCH = 12;

/** The first `CARD_BATCH` items of a new answer, growing by a batch after each paint until all are shown. */
export function useProgressiveList<T>(items: T[]): T[] {
  const [state, setState] = useState({ items, count: CARD_BATCH });
  const count = state.items === items ? state.count : CARD_BATCH;
  if (state.items !== items) setState({ items, count: CARD_BATCH });
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, count: s.count + CARD_BATCH })), 0);
    return () => clearTimeout(timer);
  }, [count, items.length]);
  return count >= items.length ? items : items.slice(0, count);
}
