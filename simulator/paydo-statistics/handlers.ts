/** Mobile payment statistics (operations.md §7): recipients, mail or Excel, and every report section. */
import { HttpResponse } from 'msw';
import { http } from '../core/msw-http';
import type { z } from 'zod';
import { operationsEndpoints as ep } from '../../src/api/contract/endpoints-operations';
import {
  PAYDO_EXCEL_FILENAME,
  PAYDO_SECTIONS,
  paydoMailResponse,
  paydoSections,
  recipientListResponse,
} from '../../src/api/contract/paydo';
import { CONTENT_TYPES } from '../../src/api/contract/route-types';
import { statisticsWorkbook } from './export';
import { mailStatistics, paydoRecipients, paydoSection, type PaydoQuery } from './sections';
import { apiPath, contractJson, privateRoute } from '../core/http';

/** beginDate and endDate as operations.md §7 names them; begin_date / end_date are not read. */
function queryOf(url: URL): PaydoQuery {
  const get = (name: string) => url.searchParams.get(name);
  return { beginDate: get('beginDate'), endDate: get('endDate'), page: get('page') };
}

export const paydoStatisticsHandlers = [
  http.get(
    apiPath(ep.paydoRecipients),
    privateRoute(({ session }) => contractJson(recipientListResponse, paydoRecipients(session))),
  ),
  http.get(
    apiPath(ep.paydo),
    privateRoute(async ({ ctx, session, url }) => {
      if (url.searchParams.get('excel') === 'true') {
        const bytes = await statisticsWorkbook(ctx, session, queryOf(url));
        return new HttpResponse(bytes.slice().buffer, {
          headers: {
            'Content-Type': CONTENT_TYPES.xlsx,
            'Content-Disposition': `attachment; filename="${PAYDO_EXCEL_FILENAME}"`,
            'Content-Length': String(bytes.byteLength),
          },
        });
      }
      const recipient = url.searchParams.get('recipient');
      return contractJson(paydoMailResponse, mailStatistics(ctx, session, { ...queryOf(url), recipient: recipient || null }));
    }),
  ),
  ...PAYDO_SECTIONS.map((section) =>
    http.get(
      apiPath(ep.paydoSection(section)),
      privateRoute(({ ctx, session, url }) =>
        contractJson<z.core.$ZodType>(paydoSections[section], paydoSection(ctx, session, section, queryOf(url))),
      ),
    ),
  ),
];
