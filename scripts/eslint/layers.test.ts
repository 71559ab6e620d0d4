import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's config with only the layer rules (portal/, portal-tests/, portal-seeds/) running. */
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId.endsWith('/layers') });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.message);
}

describe('the layer rule (docs/architecture.md import rules)', () => {
  it.each([
    ['src/design-system/components/X.ts', "import { a } from '../../api/http';"],
    ['src/api/http.ts', "import { a } from '../features/statements/api';"],
    ['src/features/statements/api.ts', "import { a } from '../../app/App';"],
    ['src/features/statements/api.ts', "import { a } from '../auth/api';"],
    ['src/features/statements/api.ts', "export { a } from '../auth/api';"],
    ['src/features/statements/api.ts', "const m = import('../../../simulator/browser');"],
    ['simulator/zones/x.ts', "import { a } from '../../src/design-system/format/number';"],
    ['simulator/transactions/lists.ts', "import { a } from '../reporting/reports';"],
    ['simulator/paydo-statistics/rules.ts', "export { a } from '../reporting/handlers/dashboard';"],
    ['simulator/system-status/rules.ts', "const m = import('../incidents/rules');"],
    ['simulator/reporting/handlers.test.ts', "import { a } from '../transactions/rules';"],
    ['simulator/core/http.ts', "import { a } from '../auth/rules';"],
    ['simulator/core/query.ts', "import { a } from '../geo/tiles';"],
    ['simulator/zones/seed.ts', "import type { a } from '../auth/rules';"],
    ['simulator/geo/handlers.ts', "import { a } from '../zones/zone-map';"],
    ['simulator/settings/rules.ts', "import { a } from '../auth/seed';"],
    ['simulator/zones/seed.ts', "import { a } from '../incidents/seed';"],
    ['simulator/core/control/approvals.ts', "import { a } from '../../zones/change-requests/history';"],
    ['src/routing/paths.ts', "import { a } from '../features/zones/components/ZonesPage';"],
    ['src/features/zones/routes.ts', "import { ZonesPage } from './components/ZonesPage';"],
    ['src/features/zones/routes.ts', "import type { Permission } from '../../api/contract/permissions';"],
  ])('refuses %s importing %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/features/statements/api.ts', "import { a } from '../../api/http';"],
    ['src/features/statements/components/P.tsx', "import { a } from '../api';"],
    ['src/app/App.tsx', "import { a } from '../features/statements/routes';"],
    ['simulator/zones/x.ts', "import { a } from '../../src/api/contract/auth';"],
    ['src/design-system/components/X.ts', "import { a } from 'react';"],
    ['simulator/transactions/lists.ts', "import { a } from '../core/sales-facts';"],
    ['simulator/zones/zone-map.ts', "import { a } from '../geo/tiles';"],
    ['simulator/zones/http.test.ts', "import { a } from '../server';"],
    ['simulator/core/control/state.ts', "import { a } from '../../zones/seed';"],
    ['simulator/core/control/approvals.ts', "import * as zones from '../../zones/control';"],
    ['src/routing/route-table.ts', "import { zonesRoutes } from '../features/zones/routes';"],
    ['src/features/zones/routes.ts', "import { defineFeature } from '../../routing/feature-routes';"],
    ['src/features/zones/routes.ts', "const load = () => import('./components/ZonesPage');"],
  ])('allows %s importing %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('holds across the simulator: no area imports another', async () => {
    const results = await eslint.lintFiles(['simulator']);
    const problems = results.flatMap((r) => r.messages.map((m) => `${path.relative(process.cwd(), r.filePath)}:${m.line} ${m.message}`));
    expect(problems).toEqual([]);
  });
});
