import { describe, expect, it } from 'vitest';
import { landingRoute } from './landing';

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
});
