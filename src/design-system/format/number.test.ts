import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDecimal, formatPercent, formatSigned, NBSP } from './number';

describe('formatCount', () => {
  it('groups with "." in hr and "," in en, no decimals', () => {
    expect(formatCount(1234, 'hr')).toBe('1.234');
    expect(formatCount(1234567, 'hr')).toBe('1.234.567');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(12.6, 'hr')).toBe('13');
    expect(formatCount(0, 'hr')).toBe('0');
    expect(formatCount(undefined, 'hr')).toBe('0');
  });
});

describe('formatAmount', () => {
  it('gives exactly "1.234,56 €" in hr, with a no-break space', () => {
    expect(formatAmount(1234.56, 'hr')).toBe(`1.234,56${NBSP}€`);
    expect(formatAmount(1234.56, 'hr').replace(NBSP, ' ')).toBe('1.234,56 €');
  });
  it('groups 4-digit amounts and pads decimals', () => {
    expect(formatAmount(1000, 'hr')).toBe(`1.000,00${NBSP}€`);
    expect(formatAmount(0.5, 'hr')).toBe(`0,50${NBSP}€`);
    expect(formatAmount(1234567.891, 'hr')).toBe(`1.234.567,89${NBSP}€`);
  });
  it('uses an ASCII minus', () => {
    expect(formatAmount(-1234.5, 'hr')).toBe(`-1.234,50${NBSP}€`);
  });
  it('formats English', () => {
    expect(formatAmount(1234.56, 'en')).toBe('€1,234.56');
    expect(formatAmount(-1234.56, 'en')).toBe('-€1,234.56');
  });
});

describe('formatDecimal and formatPercent', () => {
  it('formats decimals', () => {
    expect(formatDecimal(1234.5, 'hr')).toBe('1.234,50');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.50');
  });
  it('formats percent units with two decimals', () => {
    expect(formatPercent(12.345, 'hr')).toBe(`12,35${NBSP}%`);
    expect(formatPercent(12.3, 'en')).toBe('12.30%');
    expect(formatPercent(-100, 'hr')).toBe(`-100,00${NBSP}%`);
    expect(formatPercent(1234.5, 'hr')).toBe(`1.234,50${NBSP}%`);
  });
});

describe('formatSigned', () => {
  it('prefixes + and - and leaves zero unsigned', () => {
    expect(formatSigned(1234, 'count', 'hr')).toBe('+1.234');
    expect(formatSigned(-12.5, 'percent', 'hr')).toBe(`-12,50${NBSP}%`);
    expect(formatSigned(0, 'amount', 'hr')).toBe(`0,00${NBSP}€`);
    expect(formatSigned(0.001, 'amount', 'hr')).toBe(`0,00${NBSP}€`);
    expect(formatSigned(-0.4, 'count', 'en')).toBe('0');
    expect(formatSigned(20, 'amount', 'en')).toBe('+€20.00');
  });
});
