/** Statements: GET /api/obracuni/?page=&search= and GET /api/obracun/{id}/download/. */
import { HttpResponse } from 'msw';
import { http } from '../core/msw-http';
import { endpointPatterns, endpoints } from '../../src/api/contract/endpoints';
import { obracuniResponse } from '../../src/api/contract/statements';
import { listStatements, statementPdf } from './rules';
import { apiPath, contractJson, param, privateRoute } from '../core/http';

export const statementsHandlers = [
  http.get(
    apiPath(endpoints.obracuni),
    privateRoute(({ ctx, session, url }) =>
      contractJson(
        obracuniResponse,
        listStatements(ctx, session, { page: url.searchParams.get('page'), search: url.searchParams.get('search') }),
      ),
    ),
  ),
  http.get(
    apiPath(endpointPatterns.obracunDownload),
    privateRoute(async ({ ctx, session, params }) => {
      const file = await statementPdf(ctx, session, param(params, 'id'));
      return new HttpResponse(file.bytes.slice().buffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Content-Length': String(file.bytes.byteLength),
        },
      });
    }),
  ),
];
