import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProviderReport } from './sample-document';

const saved = vi.hoisted(() => [] as Array<{ blob: Blob; fileName: string }>);

vi.mock('../../../api/http', () => ({
  saveFile: (file: { blob: Blob; fileName: string }) => saved.push(file),
}));

// The PDF builder's default fonts are browser asset URLs; here it is replaced by a stub, and the
// real builder is tested in pdf.test.ts.
const preloaded = vi.hoisted(() => ({ pdf: 0 }));
vi.mock('./pdf', () => ({
  buildReportPdf: async () => new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
  preloadReportPdf: async () => {
    preloaded.pdf += 1;
    if (preloaded.pdf > 1) throw new Error('font fetch failed');
  },
}));

const { buildReport, downloadReport, preloadReport } = await import('./download-report');

describe('downloadReport', () => {
  beforeEach(() => {
    saved.length = 0;
  });

  it('builds the workbook and saves it as `${name}.xlsx`', async () => {
    await downloadReport('xlsx', sampleProviderReport({ articlesPerZone: 2, days: 3 }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('Čakovec – Đurđevac šćž.xlsx');
    expect(saved[0]?.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('builds the PDF and saves it as `${name}.pdf`, the name made safe', async () => {
    const doc = {
      ...sampleProviderReport({ articlesPerZone: 1, days: 1 }),
      fileBaseName: 'Garaža A/B',
    };
    await downloadReport('pdf', doc);
    expect(saved.map((f) => f.fileName)).toEqual(['Garaža A-B.pdf']);
    expect(saved[0]?.blob.type).toBe('application/pdf');
  });

  it('buildReport gives the file without saving it', async () => {
    const file = await buildReport(
      'pdf',
      sampleProviderReport({ articlesPerZone: 1, days: 1, locale: 'en' }),
    );
    expect(file.fileName).toBe('Čakovec – Đurđevac šćž.pdf');
    expect(saved).toHaveLength(0);
  });
});

describe('preloadReport', () => {
  it('loads the builder (and the PDF fonts) ahead of the click, and never rejects', async () => {
    await expect(preloadReport('pdf')).resolves.toBeUndefined();
    await expect(preloadReport('pdf')).resolves.toBeUndefined();
    await expect(preloadReport('xlsx')).resolves.toBeUndefined();
    expect(preloaded.pdf).toBe(2);
    expect(saved).toHaveLength(0);
  });
});

describe('the builders stay out of other chunks', () => {
  it('nothing outside export/ imports pdf or xlsx, and export/ imports them only dynamically', () => {
    const root = path.resolve(__dirname, '../../../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          files.push(full);
      }
    };
    walk(path.join(root, 'src'));
    const exportDir = path.join(root, 'src/features/reporting/export');
    const builders = [path.join(exportDir, 'pdf'), path.join(exportDir, 'xlsx')];
    const offenders: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/g)) {
        const target = path
          .resolve(path.dirname(file), match[1] as string)
          .replace(/\.(tsx?|js)$/, '');
        if (!builders.includes(target)) continue;
        // Type-only imports vanish at build time.
        if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
        offenders.push(path.relative(root, file));
      }
    }
    expect(offenders).toEqual([]);
  });
});
