/**
 * The per-entity report handlers every kind shares (info, po-distributerima, po-artiklima,
 * intervalno, detaljno, the list), registered by the area files with the kind's paths.
 */
import { type HttpHandler } from 'msw';
import { http } from '../../core/msw-http';
import type { z } from 'zod';
import { detaljnoResponse, intervalnoResponse, poArtiklimaResponse, poDistributerimaResponse } from '../../../src/api/contract/reports';
import type { EntityKind } from '../../core/city';
import { entityByArticle, entityByChannel, entityDetail, entityInfo, entityInterval, entityList } from '../entity-reports';
import { apiPath, contractJson, param, privateRoute } from '../../core/http';
import { answer } from '../../core/files';

type Report = 'po-distributerima' | 'po-artiklima' | 'intervalno' | 'detaljno';

const REPORTS = {
  'po-distributerima': { schema: poDistributerimaResponse, run: entityByChannel },
  'po-artiklima': { schema: poArtiklimaResponse, run: entityByArticle },
  intervalno: { schema: intervalnoResponse, run: entityInterval },
  detaljno: { schema: detaljnoResponse, run: entityDetail },
} as const;

export interface KindRoutes {
  kind: EntityKind;
  list: { path: string; schema: z.core.$ZodType };
  info: { pattern: string; schema: z.core.$ZodType };
  /** The msw pattern of each report this kind serves. */
  reports: Partial<Record<Report, string>>;
}

export function kindHandlers({ kind, list, info, reports }: KindRoutes): HttpHandler[] {
  return [
    http.get(
      apiPath(list.path),
      privateRoute(async ({ ctx, session, url }) => answer(list.schema, await entityList(ctx, session, kind, url.searchParams))),
    ),
    http.get(
      apiPath(info.pattern),
      privateRoute(({ ctx, session, params }) => contractJson(info.schema, entityInfo(ctx, session, kind, param(params, 'id')))),
    ),
    ...(Object.entries(reports) as [Report, string][]).map(([report, pattern]) =>
      http.get(
        apiPath(pattern),
        privateRoute(({ ctx, session, params, url }) =>
          contractJson(REPORTS[report].schema, REPORTS[report].run(ctx, session, kind, param(params, 'id'), url.searchParams)),
        ),
      ),
    ),
  ];
}
