import { describe, expect, it } from 'vitest';
import { hasSideMenu } from './feature-registry';

describe('hasSideMenu', () => {
  it('holds the side menu for the entity pages that put links in it', () => {
    expect(hasSideMenu('/parking/provider/1')).toBe(true);
    expect(hasSideMenu('/garaze/garaza/7')).toBe(true);
    expect(hasSideMenu('/parkovi/park/2')).toBe(true);
    expect(hasSideMenu('/prodaja/provider/3')).toBe(true);
  });

  it('holds none for lists, the dashboard and the entities\' own sub-pages', () => {
    expect(hasSideMenu('/')).toBe(false);
    expect(hasSideMenu('/parking')).toBe(false);
    expect(hasSideMenu('/parking/provider/1/transakcije')).toBe(false);
    expect(hasSideMenu('/nepostojece')).toBe(false);
  });
});
