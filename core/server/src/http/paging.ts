import { Type } from '@fastify/type-provider-typebox';

/** Zero-based `page` and `size` as the app sends them; `page=-1` means "everything, unpaged". */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: -1, maximum: 100000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

export const DEFAULT_PAGE_SIZE = 10;

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  size: number;
  number: number;
  numberOfElements: number;
}

export function isUnpaged(query: { page?: number }): boolean {
  return query.page === undefined || query.page < 0;
}

/** LIMIT/OFFSET values of a paged query. */
export function pageWindow(query: { page?: number; size?: number }): { limit: number; offset: number; page: number; size: number } {
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(query.page ?? 0, 0);
  return { limit: size, offset: page * size, page, size };
}

export function toPage<T>(content: T[], totalElements: number, window: { page: number; size: number }): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / window.size),
    size: window.size,
    number: window.page,
    numberOfElements: content.length,
  };
}

/**
 * The page of rows that each carry their query's full count as `total` (`count(*) over ()`, one
 * query for the window and its count), without that column.
 */
export function countedPage<T extends { total: number }>(rows: T[], window: { page: number; size: number }): Page<Omit<T, 'total'>> {
  return toPage(
    rows.map(({ total: _total, ...row }) => row),
    rows[0]?.total ?? 0,
    window,
  );
}
