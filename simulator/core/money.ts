/** Cents as a DRF decimal string with two places ('-12.50'); fractions of a cent are rounded away. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.round(Math.abs(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
