import { describe, expect, it } from 'vitest';
import { landingPath, landingRoute } from './landing';

describe('landing rule', () => {
  it.each([
    [['DashboardView', 'ParkingView'], 'home'],
    [['ParkingView', 'GarazeView'], 'parking'],
    [['GarazeView', 'ParkoviView'], 'garages'],
    [['ParkoviView', 'ProdajaView'], 'parks'],
    [['ProdajaView'], 'sales'],
    [['ObracuniView'], 'systemStatus'],
    [[], 'systemStatus'],
  ])('%j lands on %s', (permissions, expected) => {
    expect(landingRoute(new Set(permissions))).toBe(expected);
  });

  it('gives the path of the target', () => {
    expect(landingPath(new Set(['GarazeView']))).toBe('/garaze');
    expect(landingPath(new Set())).toBe('/status-sustava');
  });
});
