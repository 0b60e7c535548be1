// The Find Workers sort options, apart from search.ts and without zod, so the page's filters need no schema code.
export const SEARCH_SORTS = ['distance', 'rating', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  distance: 'Distance',
  rating: 'Rating',
  price: 'Price',
};
