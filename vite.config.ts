import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * One build serves every environment: the app reads /config.json at boot.
 * The file served (dev) or emitted (build) is chosen by PORTAL_CONFIG, else by mode:
 * demo and development run on the simulator, production talks to the real API.
 */
function runtimeConfig(mode: string): Plugin {
  const file =
    process.env.PORTAL_CONFIG ??
    path.resolve('config', mode === 'production' ? 'production.json' : 'demo.json');
  const read = () => fs.readFileSync(file, 'utf8');
  return {
    name: 'portal-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(read());
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use('/config.json', (_req, res, next) => {
        if (process.env.PORTAL_CONFIG) {
          res.setHeader('Content-Type', 'application/json');
          res.end(read());
        } else next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: read() });
    },
  };
}

/**
 * Writes .vite/chunks.json beside the manifest: every chunk with its imports and the modules in it,
 * so scripts/budget.mjs can measure what /login loads and prove what it never contains.
 */
function chunkReport(): Plugin {
  return {
    name: 'portal-chunk-report',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModuleId: chunk.facadeModuleId ? path.relative(process.cwd(), chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
          modules: chunk.moduleIds.map((id) => path.relative(process.cwd(), id.replace(/^\0/, ''))),
          /** Bytes each module renders to in this chunk, before minification (for `budget.mjs --top`). */
          moduleBytes: chunk.moduleIds.map((id) => chunk.modules[id]?.renderedLength ?? 0),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), runtimeConfig(mode), chunkReport()],
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
}));
