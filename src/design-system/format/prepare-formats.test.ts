/**
 * A report screen prepares its language's formats before its figures arrive: once prepared, showing
 * the figures and sorting their names makes no new number format or collator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './useFormat';
import { formatAmount, formatCount, formatDecimal, formatPercent, formatSigned } from './number';
import { compareHr } from './collation';

describe('prepareFormats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes every number format and the collator the figures use', () => {
    prepareFormats('en');
    prepareFormats('hr');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const collators = vi.spyOn(Intl, 'Collator');
    for (const locale of ['hr', 'en'] as const) {
      expect(formatAmount(1234.5, locale)).toBeTruthy();
      formatCount(3, locale);
      formatDecimal(2.5, locale);
      formatPercent(12.345, locale);
      formatSigned(-4, 'amount', locale);
    }
    expect(compareHr('Zona 2', 'Zona 10')).toBeLessThan(0);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(collators).not.toHaveBeenCalled();
  });
});
