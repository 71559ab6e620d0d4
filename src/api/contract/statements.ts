/** Statements (obracuni): reporting.md §2 Statements, §3 Calculation, §7 Statements. */
import { z } from 'zod';
import { id, pageCount } from './wire';

export const obracuniQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().default(''),
});

export const statementWire = z.object({
  id,
  naziv: z.string(),
  partner_naziv: z.string(),
  /**
   * A download URL relative to the API base (e.g. /obracun/12/download/): §3 names one, §7's answer
   * does not, so it may be absent. Unused: the client downloads from /obracun/{id}/download/ (§7).
   * Parsed as '' when absent, so code that reads a parsed answer (the simulator's tests) keeps a string.
   */
  download_url: z.string().default(''),
});

export const obracuniResponse = z.object({
  obracuni: z.array(statementWire),
  ukupno_obracuna: pageCount,
  broj_stranica: pageCount,
});

export type StatementWire = z.infer<typeof statementWire>;
export type ObracuniResponse = z.infer<typeof obracuniResponse>;
