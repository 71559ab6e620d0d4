import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../api/contract/permissions';
import appHr from '../app/i18n/hr.json';
import { features, routeNames, routeTable } from './route-table';

const SPEC_SECTION = /^(reporting|operations)\.md §\d+ \S/;

describe('route table', () => {
  it('holds every route of every feature once: no name is defined twice', () => {
    const defined = features.flatMap((feature) => Object.keys(feature.routes));
    expect(new Set(defined).size).toBe(defined.length);
    expect(routeNames.filter((name) => defined.includes(name))).toEqual(defined);
  });

  it('gives no two routes one path', () => {
    const paths = routeNames.map((name) => routeTable[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(routeNames)('%s has every fact', (name) => {
    const route = routeTable[name];
    expect(route.path, 'path').toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/);
    expect(Object.keys(appHr.titles), 'title').toContain(route.title);
    expect(route.spec, 'spec section').toMatch(SPEC_SECTION);
    expect(['public', 'signed-in', ...PERMISSIONS], 'access').toContain(route.access);
    // A sample path names only parameters its pattern has, and matches the pattern.
    const sample = route.path.replace(/:(\w+)/g, (_, key: string) => route.sampleParams?.[key] ?? '1');
    for (const key of Object.keys(route.sampleParams ?? {})) expect(route.path, 'sampleParams').toContain(`:${key}`);
    expect(matchPath(route.path, sample), 'sample path').not.toBeNull();
  });

  it('defines each feature route with its screen', () => {
    for (const feature of features)
      for (const [name, route] of Object.entries(feature.routes)) expect(typeof route.load, name).toBe('function');
  });

  it('names in each top-bar entry a route of its own feature', () => {
    for (const feature of features)
      for (const entry of feature.menu) expect(Object.keys(feature.routes)).toContain(entry.route);
  });
});
