import { describe, expect, it } from 'vitest';
import { countedPage, pageWindow } from './paging';

describe('countedPage', () => {
  it('pages rows that carry their query’s full count, without the count column', () => {
    const window = pageWindow({ page: 1, size: 2 });
    expect(countedPage([{ id: 3, total: 5 }, { id: 4, total: 5 }], window)).toEqual({
      content: [{ id: 3 }, { id: 4 }],
      totalElements: 5,
      totalPages: 3,
      size: 2,
      number: 1,
      numberOfElements: 2,
    });
  });

  it('counts nothing past the last row', () => {
    expect(countedPage([], pageWindow({ page: 9, size: 10 }))).toMatchObject({ content: [], totalElements: 0, totalPages: 0, number: 9 });
  });
});
