/** Types of scripts/build-reports.mjs for vite.config.ts. */
export function buildReportPath(outDir: string, name: string, root?: string): string;
