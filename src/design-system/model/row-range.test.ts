import { describe, expect, it } from 'vitest';
import { rowRange } from './row-range';

describe('rowRange', () => {
  it('takes a full page as the page size, and ends the last page at the total', () => {
    expect(rowRange({ page: 1, pageCount: 25, shown: 50, total: 1234 })).toEqual({ from: 1, to: 50, total: 1234 });
    expect(rowRange({ page: 3, pageCount: 25, shown: 50, total: 1234 })).toEqual({ from: 101, to: 150, total: 1234 });
    expect(rowRange({ page: 25, pageCount: 25, shown: 34, total: 1234 })).toEqual({ from: 1201, to: 1234, total: 1234 });
  });

  it('uses the page size it is given', () => {
    expect(rowRange({ page: 2, pageCount: 3, shown: 10, total: 25, pageSize: 10 })).toEqual({ from: 11, to: 20, total: 25 });
    expect(rowRange({ page: 3, pageCount: 3, shown: 5, total: 25, pageSize: 10 })).toEqual({ from: 21, to: 25, total: 25 });
  });

  it('a single page shows every row', () => {
    expect(rowRange({ page: 1, pageCount: 1, shown: 12, total: 12 })).toEqual({ from: 1, to: 12, total: 12 });
  });

  it('says nothing for an empty table or a total it cannot trust', () => {
    expect(rowRange({ page: 1, pageCount: 1, shown: 0, total: 0 })).toBeNull();
    expect(rowRange({ page: 1, pageCount: 1, shown: 3, total: Number.NaN })).toBeNull();
  });

  it('never goes past the total when the server sends more rows than it counts', () => {
    expect(rowRange({ page: 1, pageCount: 1, shown: 60, total: 50 })).toEqual({ from: 1, to: 50, total: 50 });
  });
});
