import { describe, expect, it } from 'vitest';
import { compareHr } from './collation';

describe('compareHr', () => {
  it('sorts Croatian letters in Croatian order', () => {
    const words = ['Zagreb', 'Čakovec', 'Cres', 'Ćićarija', 'Šibenik', 'Split', 'Đakovo', 'Dubrovnik', 'Žminj'];
    expect([...words].sort(compareHr)).toEqual([
      'Cres',
      'Čakovec',
      'Ćićarija',
      'Dubrovnik',
      'Đakovo',
      'Split',
      'Šibenik',
      'Zagreb',
      'Žminj',
    ]);
  });
  it('compares numbers numerically and ignores case', () => {
    expect(['Zona 10', 'Zona 2', 'zona 1'].sort(compareHr)).toEqual(['zona 1', 'Zona 2', 'Zona 10']);
  });
  it('puts missing values first', () => {
    expect(compareHr(undefined, 'a')).toBeLessThan(0);
  });
});
