import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'portal/layers').map((m) => m.message);
}

describe('the layer rule (ARCHITECTURE.md import rules)', () => {
  it.each([
    ['src/design-system/components/X.ts', "import { a } from '../../api/http';"],
    ['src/api/http.ts', "import { a } from '../features/statements/api';"],
    ['src/features/statements/api.ts', "import { a } from '../../app/App';"],
    ['src/features/statements/api.ts', "import { a } from '../auth/api';"],
    ['src/features/statements/api.ts', "export { a } from '../auth/api';"],
    ['src/features/statements/api.ts', "const m = import('../../../simulator/browser');"],
    ['simulator/zones/x.ts', "import { a } from '../../src/design-system/format/number';"],
  ])('refuses %s importing %s', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/features/statements/api.ts', "import { a } from '../../api/http';"],
    ['src/features/statements/components/P.tsx', "import { a } from '../api';"],
    ['src/app/App.tsx', "import { a } from '../features/statements/routes';"],
    ['simulator/zones/x.ts', "import { a } from '../../src/api/contract/auth';"],
    ['src/design-system/components/X.ts', "import { a } from 'react';"],
  ])('allows %s importing %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
