/** A page of a paged list as the API answers it (page numbers from 0). */
export type PageInfo = { page: number; totalPages: number };

/** The page after `last`, or undefined at the end: an infinite query's `getNextPageParam`. */
export const nextPage = (last: PageInfo): number | undefined =>
  last.page + 1 < last.totalPages ? last.page + 1 : undefined;
