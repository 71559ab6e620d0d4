/**
 * `npm start` serves the last demo build without building it again only while nothing it was made
 * from has changed (scripts/build-inputs.mjs, recorded by vite.config.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeInputs, forgetInputs, inputsRecordPath, isBuildCurrent, isInputPath, recordInputs } from './build-inputs.mjs';
import viteConfig from '../vite.config';

let root: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** A project with sources and a finished demo build whose inputs are recorded. */
function builtProject(env: Record<string, string> = {}) {
  write('src/main.tsx', 'export const app = 1;');
  write('src/feature/__screenshots__/Default.png', 'picture');
  write('simulator/seed.ts', 'export const seed = 1;');
  write('public/mockServiceWorker.js', '// worker');
  write('config/demo.json', '{"simulator":true}');
  write('index.html', '<!doctype html>');
  write('package-lock.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('scripts/security-headers.ts', 'export {};');
  write('dist-demo/index.html', '<!doctype html>');
  recordInputs(root, 'dist-demo', describeInputs(root, { mode: 'demo', configFiles: ['vite.config.ts', 'scripts/security-headers.ts'], env }));
}

const current = (env: Record<string, string> = {}) => isBuildCurrent(root, 'dist-demo', { mode: 'demo', env });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('whether the demo build is current', () => {
  it('is, while nothing it was made from has changed', () => {
    builtProject();
    expect(current()).toBe(true);
  });

  it('is not once a source, the page, a config file or a file the Vite config imports changes', () => {
    for (const file of ['src/main.tsx', 'simulator/seed.ts', 'public/mockServiceWorker.js', 'config/demo.json', 'index.html', 'scripts/security-headers.ts', 'package-lock.json']) {
      builtProject();
      write(file, 'changed');
      expect(current(), file).toBe(false);
    }
  });

  it('is not once a source is added or removed', () => {
    builtProject();
    write('src/feature/New.tsx', 'export {};');
    expect(current()).toBe(false);
    builtProject();
    fs.rmSync(path.join(root, 'simulator/seed.ts'));
    expect(current()).toBe(false);
  });

  it('is not once the packages are installed again', () => {
    builtProject();
    write('node_modules/.package-lock.json', '{"lockfileVersion":3}');
    expect(current()).toBe(false);
  });

  it('stays current when a story picture changes: pictures are no input of a build', () => {
    builtProject();
    write('src/feature/__screenshots__/Default.png', 'another picture');
    expect(current()).toBe(true);
    // npm start's watcher tells the same apart.
    expect(isInputPath('src/feature/__screenshots__/Default.png')).toBe(false);
    expect(isInputPath('src/feature/Default.tsx')).toBe(true);
  });

  it('is not in another mode, or with another value of a variable the build reads', () => {
    builtProject({ PORTAL_CONFIG: 'config/demo.json' });
    expect(isBuildCurrent(root, 'dist-demo', { mode: 'production', env: { PORTAL_CONFIG: 'config/demo.json' } })).toBe(false);
    expect(current({ PORTAL_CONFIG: 'config/e2e-http.json' })).toBe(false);
    expect(current({})).toBe(false);
    // A variable no build reads changes nothing.
    expect(current({ PORTAL_CONFIG: 'config/demo.json', PORTAL_E2E_ROUTE_TABLE: '{}', CI: 'true' })).toBe(true);
  });

  it('is not without the build itself, or without its record', () => {
    builtProject();
    fs.rmSync(path.join(root, 'dist-demo/index.html'));
    expect(current()).toBe(false);
    builtProject();
    forgetInputs(root, 'dist-demo');
    expect(current()).toBe(false);
  });
});

describe('the build’s record of its inputs (vite.config.ts)', () => {
  function plugin(): Plugin {
    const config = typeof viteConfig === 'function' ? viteConfig({ mode: 'demo', command: 'build' }) : viteConfig;
    const found = ('plugins' in config ? config.plugins ?? [] : []).flat().find((p) => p && typeof p === 'object' && 'name' in p && p.name === 'portal-build-inputs');
    if (!found) throw new Error('vite.config.ts has no portal-build-inputs plugin');
    return found as Plugin;
  }
  const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => void).call({}, ...args);

  it('is forgotten as a build starts and written once its files are', () => {
    builtProject();
    const record = inputsRecordPath(root, 'dist-demo');
    const inputs = plugin();
    call(inputs.configResolved, { root, mode: 'demo', build: { outDir: path.join(root, 'dist-demo') }, configFileDependencies: [path.join(root, 'vite.config.ts')] });
    call(inputs.buildStart);
    // A build that fails from here on leaves no record: the next start builds again.
    expect(fs.existsSync(record)).toBe(false);
    call(inputs.writeBundle);
    expect(current()).toBe(true);
    write('vite.config.ts', 'export default { changed: true };');
    expect(current()).toBe(false);
  });
});
