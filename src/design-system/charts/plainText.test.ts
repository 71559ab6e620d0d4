import { describe, expect, it } from 'vitest';
import { plainTextNodes } from './plainText';

describe('plainTextNodes', () => {
  it('takes a label without markup as one text node, trimmed as Highcharts trims it', () => {
    expect(plainTextNodes('SMS: 45,55 %')).toEqual([{ tagName: '#text', textContent: 'SMS: 45,55 %' }]);
    expect(plainTextNodes('  1. 11. 2026. – 26. 11. 2026.\n')).toEqual([{ tagName: '#text', textContent: '1. 11. 2026. – 26. 11. 2026.' }]);
    expect(plainTextNodes('Iznos (EUR) > 0')).toEqual([{ tagName: '#text', textContent: 'Iznos (EUR) > 0' }]);
  });

  it('makes no node of an empty or blank text, as the parser makes none', () => {
    expect(plainTextNodes('')).toEqual([]);
    expect(plainTextNodes('   ')).toEqual([]);
  });

  it('leaves markup, character references and carriage returns to the parser', () => {
    expect(plainTextNodes('<p>Prodaja</p>')).toBeUndefined();
    expect(plainTextNodes('a<br>b')).toBeUndefined();
    expect(plainTextNodes('Tom &amp; Jerry')).toBeUndefined();
    expect(plainTextNodes('a\r\nb')).toBeUndefined();
    expect(plainTextNodes('a\0b')).toBeUndefined();
  });
});
