import { describe, expect, it } from 'vitest';
import { CHANNEL_FALLBACK_PALETTE, channelColor, incidentLevelKind, statusKind } from './colors';

describe('channelColor', () => {
  it('gives known channels their fixed colour, case-insensitively', () => {
    expect(channelColor('Android', 7)).toBe('#3DDC84');
    expect(channelColor(' android ', 0)).toBe('#3DDC84');
    expect(channelColor('Parking aparat', 3)).toBe('#8E44AD');
  });
  it('falls back to the 20-colour palette by index, wrapping', () => {
    expect(CHANNEL_FALLBACK_PALETTE).toHaveLength(20);
    expect(channelColor('Nešto novo', 0)).toBe('#1F77B4');
    expect(channelColor('Nešto novo', 20)).toBe('#1F77B4');
    expect(channelColor('Nešto novo', 21)).toBe('#AEC7E8');
    expect(channelColor('X', -1)).toBe('#9EDAE5');
  });
});

describe('status kinds', () => {
  it('maps system states', () => {
    expect(statusKind('OK')).toBe('ok');
    expect(statusKind('warning')).toBe('warning');
    expect(statusKind('CRITICAL')).toBe('critical');
    expect(statusKind('PENDING')).toBe('pending');
    expect(statusKind('whatever')).toBe('unknown');
  });
  it('maps incident levels 1..4', () => {
    expect([1, 2, 3, 4].map(incidentLevelKind)).toEqual(['ok', 'warning', 'critical', 'unknown']);
  });
});
