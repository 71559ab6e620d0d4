/**
 * The report fonts as bytes read from node_modules, for building PDFs in Node (tests, scripts): in
 * the browser the default sources are the `?url` assets of pdf-fonts.ts. Node-only (node:fs); never
 * import it from app code.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ReportFontSources } from './pdf-fonts';

const require = createRequire(import.meta.url);
const file = (name: string) =>
  new Uint8Array(fs.readFileSync(require.resolve(`@fontsource/inter/files/${name}.woff`)));

let sources: ReportFontSources | undefined;

/** The same object on every call, so the fonts are registered and loaded once per process. */
export function nodeFontSources(): ReportFontSources {
  sources ??= {
    regular: file('inter-latin-400-normal'),
    bold: file('inter-latin-700-normal'),
    regularExt: file('inter-latin-ext-400-normal'),
    boldExt: file('inter-latin-ext-700-normal'),
  };
  return sources;
}
