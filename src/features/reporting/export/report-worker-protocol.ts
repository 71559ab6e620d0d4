/** What the page and the report worker (report-worker.ts) say to each other. */
import type { ReportDocument, ReportFormat } from './document';

export type ReportWorkerRequest =
  | { id: number; type: 'build'; kind: ReportFormat; doc: ReportDocument }
  | { id: number; type: 'preload'; kind: ReportFormat };

export type ReportWorkerReply = { id: number; ok: true; blob?: Blob } | { id: number; ok: false; message: string };
