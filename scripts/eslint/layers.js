// @ts-check
/**
 * The import-direction rule (docs/architecture.md, "Layers and import rules") as a local ESLint rule: an import (static, re-export
 * or dynamic) whose resolved path falls in a forbidden zone is reported. Relative specifiers are
 * resolved against the importing file; package imports are never restricted.
 */
import path from 'node:path';

/** @param {string} file @param {string} dir */
const inside = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/**
 * @typedef {{ target: string, from: string, except?: string[], exceptTargets?: string[], staticOnly?: boolean, message: string }} Zone
 * `except`: folders or files under `from` that the target may import after all; `exceptTargets`:
 * folders or files under `target` the zone does not apply to; `staticOnly`: the zone restricts static
 * imports and re-exports only, a dynamic `import()` is allowed.
 * @param {Zone[]} zones paths relative to the project root, without './'
 */
export function layersPlugin(zones, root = process.cwd()) {
  return {
    rules: {
      layers: {
        meta: { type: 'problem', schema: [], docs: { description: 'Imports go one way between layers.' } },
        /** @param {import('eslint').Rule.RuleContext} context */
        create(context) {
          const file = path.relative(root, context.filename);
          const applicable = zones.filter(
            (zone) => inside(file, zone.target) && !zone.exceptTargets?.some((excepted) => inside(file, path.join(zone.target, excepted))),
          );
          if (applicable.length === 0) return {};
          /** @param {import('estree').Node} node @param {unknown} source @param {boolean} [dynamic] */
          const check = (node, source, dynamic = false) => {
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const imported = path.relative(root, path.resolve(path.dirname(context.filename), source));
            for (const zone of applicable) {
              if (dynamic && zone.staticOnly) continue;
              if (!inside(imported, zone.from)) continue;
              if (zone.except?.some((allowed) => inside(imported, path.join(zone.from, allowed)))) continue;
              context.report({ node, message: `Unexpected path "${source}": ${zone.message}` });
            }
          };
          /** @type {import('eslint').Rule.RuleListener} */
          const listener = {
            ImportDeclaration: (node) => check(node, node.source.value),
            ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
            ExportAllDeclaration: (node) => check(node, node.source.value),
            ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
          };
          return listener;
        },
      },
    },
  };
}
