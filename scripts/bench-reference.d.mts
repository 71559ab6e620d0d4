export function referenceWork(): number;
export function median(values: number[]): number;
export function nodeReferenceMs(runs?: number): number;
export function pageReferenceMs(page: unknown, runs?: number): Promise<number>;
export function describeFigure(ms: number, budgetMs: number, referenceMs: number, unit?: string): string;
export function buildReferencePage(): Promise<string>;
