/**
 * Statements (obracuni): GET /obracuni/?page=&search= and /obracun/{id}/download/.
 * The shape every feature API follows: fetcher + queryOptions factory + hook, one key factory.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { obracuniResponse, type StatementWire } from '../../api/contract/statements';
import { endpoints } from '../../api/contract/endpoints';
import { download, http, saveFile } from '../../api/http';

/** A statement; its document is always fetched from /obracun/{id}/download/ (a row's download_url is not used). */
export interface Statement {
  id: number;
  name: string;
  partnerName: string;
}

export interface StatementPage {
  statements: Statement[];
  total: number;
  pageCount: number;
}

export interface StatementFilters {
  page: number;
  search: string;
}

export const statementKeys = {
  all: ['statements'] as const,
  list: (filters: StatementFilters) => [...statementKeys.all, 'list', filters] as const,
};

function toStatement(wire: StatementWire): Statement {
  return {
    id: wire.id,
    name: wire.naziv,
    partnerName: wire.partner_naziv,
  };
}

export async function getStatements(filters: StatementFilters, signal?: AbortSignal): Promise<StatementPage> {
  const wire = await http.get(endpoints.obracuni, {
    query: { page: filters.page, search: filters.search },
    schema: obracuniResponse,
    signal,
  });
  return {
    statements: wire.obracuni.map(toStatement),
    total: wire.ukupno_obracuna,
    pageCount: wire.broj_stranica,
  };
}

export function statementsQueryOptions(filters: StatementFilters) {
  return queryOptions({
    queryKey: statementKeys.list(filters),
    queryFn: ({ signal }) => getStatements(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStatements(filters: StatementFilters) {
  return useQuery(statementsQueryOptions(filters));
}

/** Downloads a statement's document; the file name is the server's, else the statement's name. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async (statement: Statement) => {
      const file = await download(endpoints.obracunDownload(statement.id), {
        fallbackName: `${statement.name}.pdf`,
      });
      saveFile(file);
      return file;
    },
  });
}
