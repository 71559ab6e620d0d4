/**
 * GET /__simulator/zone-map/{providerId}.svg?width=&height=&lang=: a provider's public zone map,
 * which the stand-in page of the zone map URL (simulator/core/static/zone-map.html) shows. Served
 * beside the control surface and the offline maps, public as the operator's map site is: no session.
 */
import { HttpResponse } from 'msw';
import { http } from '../core/msw-http';
import { controlPath } from '../core/base';
import { domainContext, whenReady } from '../core/control/state';
import { param } from '../core/http';
import { renderZoneMap, zoneMapSize } from './zone-map';

export const zoneMapHandlers = [
  http.get(
    controlPath('/zone-map/:file'),
    async ({ params, request }) => {
      await whenReady();
      const match = /^(\d+)\.svg$/.exec(param(params, 'file'));
      const query = new URL(request.url).searchParams;
      const size = zoneMapSize(query.get('width'), query.get('height'));
      const svg = match ? renderZoneMap(domainContext(), Number(match[1]), size, query.get('lang') === 'en' ? 'en' : 'hr') : null;
      if (svg === null) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
    },
  ),
];
