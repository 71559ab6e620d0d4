/**
 * Zones, working hours and closing rules (operations.md §7) for parking providers (provider and
 * zone level) and garages. Thin: the paths map to a scope and a domain rule.
 */
import { HttpResponse, type PathParams } from 'msw';
import { http } from '../core/msw-http';
import {
  itemPathSets,
  operationsEndpoints as ep,
  operationsPatterns as p,
  type ItemPathSet,
} from '../../src/api/contract/endpoints-operations';
import {
  changeRequestWire,
  closingRuleWire,
  iznimkeResponse,
  radnaVremenaResponse,
  workingPeriodWire,
} from '../../src/api/contract/working-periods';
import {
  PPTX_CONTENT_TYPE,
  zoneDetailsResponse,
  zoneGeojsonResponse,
  zoneListResponse,
  zoneMapUrlResponse,
} from '../../src/api/contract/zones';
import { NotFoundError } from '../core/errors';
import {
  createItem,
  itemDetails,
  listClosingRules,
  listWorkingPeriods,
  removeItem,
  requestDetails,
  updateItem,
  updatePendingRequest,
  withdrawPendingRequest,
  type ChangeAnswer,
} from './working-periods';
import { changeZonePolygons, listZones, providerGeojson, zoneDetails, zoneManual, zoneMapUrl } from './parking-zones';
import { apiPath, contractJson, param, privateRoute, readJson } from '../core/http';
import type { Scope } from './change-requests/authorize';

/** A numeric path parameter; anything else is a 404, as Django's <int:...> converter answers. */
function idOf(params: PathParams, name: string): number {
  const raw = param(params, name);
  if (!/^\d+$/.test(raw)) throw new NotFoundError('Not found.');
  return Number(raw);
}

function scopeOf(area: Scope['area'], params: PathParams): Scope {
  return { area, ownerId: idOf(params, 'id'), zoneId: params.zoneId === undefined ? null : idOf(params, 'zoneId') };
}

function changeJson(result: ChangeAnswer): Response {
  return contractJson(changeRequestWire, result.body, { status: result.status });
}

/** The list, create, details, edit and removal routes of one kind in one place (provider, zone or garage). */
function itemRoutes(paths: ItemPathSet) {
  const { area, kind } = paths;
  const itemSchema = kind === 'working_period' ? workingPeriodWire : closingRuleWire;
  const idName = kind === 'working_period' ? 'periodId' : 'ruleId';
  const routes = [
    http.get(
      apiPath(paths.list),
      privateRoute(({ ctx, session, params, url }) => {
        const scope = scopeOf(area, params);
        if (kind === 'working_period') {
          return contractJson(radnaVremenaResponse, { radna_vremena: listWorkingPeriods(ctx, session, scope) });
        }
        const range = { begin_date: url.searchParams.get('begin_date'), end_date: url.searchParams.get('end_date') };
        return contractJson(iznimkeResponse, { iznimke: listClosingRules(ctx, session, scope, range) });
      }),
    ),
    http.post(
      apiPath(paths.list),
      privateRoute(async ({ ctx, session, params, request }) =>
        changeJson(await createItem(ctx, session, kind, scopeOf(area, params), await readJson(request))),
      ),
    ),
    http.patch(
      apiPath(paths.item),
      privateRoute(async ({ ctx, session, params, request }) =>
        changeJson(await updateItem(ctx, session, kind, scopeOf(area, params), idOf(params, idName), await readJson(request))),
      ),
    ),
    http.delete(
      apiPath(paths.item),
      privateRoute(async ({ ctx, session, params }) =>
        changeJson(await removeItem(ctx, session, kind, scopeOf(area, params), idOf(params, idName))),
      ),
    ),
    http.patch(
      apiPath(paths.request),
      privateRoute(async ({ ctx, session, params, request }) =>
        changeJson(
          await updatePendingRequest(ctx, session, kind, scopeOf(area, params), idOf(params, 'requestId'), await readJson(request)),
        ),
      ),
    ),
    http.delete(
      apiPath(paths.request),
      privateRoute(async ({ ctx, session, params }) =>
        changeJson(await withdrawPendingRequest(ctx, session, kind, scopeOf(area, params), idOf(params, 'requestId'))),
      ),
    ),
  ];
  if (paths.details) {
    routes.push(
      http.get(
        apiPath(paths.details),
        privateRoute(({ ctx, session, params }) =>
          contractJson(itemSchema, itemDetails(ctx, session, kind, scopeOf(area, params), idOf(params, idName))),
        ),
      ),
    );
  }
  if (paths.requestDetails) {
    routes.push(
      http.get(
        apiPath(paths.requestDetails),
        privateRoute(({ ctx, session, params }) =>
          contractJson(itemSchema, requestDetails(ctx, session, kind, scopeOf(area, params), idOf(params, 'requestId'))),
        ),
      ),
    );
  }
  return routes;
}

const zoneHandlers = [
  http.get(
    apiPath(p.zoneList),
    privateRoute(({ ctx, session, params }) =>
      contractJson(zoneListResponse, { zone_list: listZones(ctx, session, idOf(params, 'id')) }),
    ),
  ),
  http.get(
    apiPath(p.zoneMapUrl),
    privateRoute(({ ctx, session, params, request }) =>
      contractJson(zoneMapUrlResponse, { zone_map_url: zoneMapUrl(ctx, session, idOf(params, 'id'), new URL(request.url).origin) }),
    ),
  ),
  http.get(
    apiPath(p.zoneGeojson),
    privateRoute(({ ctx, session, params }) => contractJson(zoneGeojsonResponse, providerGeojson(ctx, session, idOf(params, 'id')))),
  ),
  http.get(
    apiPath(p.zoneDetails),
    privateRoute(({ ctx, session, params }) =>
      contractJson(zoneDetailsResponse, zoneDetails(ctx, session, idOf(params, 'id'), idOf(params, 'zoneId'))),
    ),
  ),
  http.patch(
    apiPath(p.zone),
    privateRoute(async ({ ctx, session, params, request }) =>
      changeJson(await changeZonePolygons(ctx, session, idOf(params, 'id'), idOf(params, 'zoneId'), await readJson(request))),
    ),
  ),
  http.get(
    apiPath(ep.zoneManual),
    privateRoute(() => {
      const file = zoneManual();
      return new HttpResponse(file.bytes.slice().buffer, {
        headers: {
          'Content-Type': PPTX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Content-Length': String(file.bytes.byteLength),
        },
      });
    }),
  ),
];

export const zonesHandlers = [...zoneHandlers, ...itemPathSets.flatMap((set) => itemRoutes(set))];
