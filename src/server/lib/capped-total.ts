// The total a paged map search answers (Find Workers, Jobs Near Me): the window count that came with the page's
// rows, counted on its own past the last page, and capped at SEARCH_RESULT_CAP ("100+").
import { SEARCH_RESULT_CAP } from '../../shared/schemas/search-sorts.js';

export async function cappedTotal(
  rows: readonly { total: number | string }[],
  page: number,
  /** The first row alone, for its window count, when the page asked for lies past the last. */
  countAlone: () => Promise<readonly { total: number | string }[]>,
): Promise<{ total: number; totalCapped: boolean }> {
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count is gone with the rows: count on its own.
    total = Number((await countAlone())[0]?.total ?? 0);
  }
  const totalCapped = total > SEARCH_RESULT_CAP;
  return { total: totalCapped ? SEARCH_RESULT_CAP : total, totalCapped };
}
