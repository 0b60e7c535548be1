// The Find Workers sort options, apart from search.ts and without zod, so the page's filters need no schema code.
export const SEARCH_SORTS = ['distance', 'rating', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Page sizes and the match cap live here too, so the page's controls need no schema code. */
export const SEARCH_PAGE_SIZE = 20;
/** With Data Saver on (issue 22): half a page at a time, 'Show more workers' adds as many again. */
export const SEARCH_PAGE_SIZE_DATA_SAVER = 10;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Beyond this many matches the count reads '100+': a dense 50 km search must not count (or sort) a whole metro;
 * the cap bounds the index walk, measured in docs/decisions/0035-knn-worker-search.md. */
export const SEARCH_RESULT_CAP = 100;
