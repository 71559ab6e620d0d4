import { describe, expect, it } from 'vitest';
import { completedTime, isTime, typedTime } from './time';

describe('times of day (24-hour hh:mm)', () => {
  it('knows a complete time', () => {
    expect(['00:00', '07:30', '23:59'].every(isTime)).toBe(true);
    expect(['24:00', '7:30', '07:60', '0730', '', '07:3'].some(isTime)).toBe(false);
  });

  it('shows digits as hh:mm while they are typed', () => {
    const typing = (keys: string) => [...keys].reduce((shown, key) => typedTime(shown + key), '');
    expect(typing('0630')).toBe('06:30');
    expect(typing('2359')).toBe('23:59');
    expect(typing('7')).toBe('07');
    expect(typing('730')).toBe('07:30');
    expect(typing('7:5')).toBe('07:5');
    expect(typing('12:3')).toBe('12:3');
    expect(typing('063099')).toBe('06:30');
    expect(typedTime('6:30 PM')).toBe('06:30');
    expect(typedTime('')).toBe('');
    // Deleting back over the colon leaves the hour.
    expect(typedTime('07:')).toBe('07:');
    expect(typedTime('07')).toBe('07');
  });

  it('completes a short entry when the field is left, and leaves what cannot be a time as it is', () => {
    expect(completedTime('7')).toBe('07:00');
    expect(completedTime('07')).toBe('07:00');
    expect(completedTime('07:3')).toBe('07:30');
    expect(completedTime('7:05')).toBe('07:05');
    expect(completedTime('')).toBe('');
    expect(completedTime('25')).toBe('25');
    expect(completedTime('23:75')).toBe('23:75');
  });
});
