/** Reference lists: /api/common/usluge/, /api/common/distributeri/, /api/radna-vremena/popis-dana/. */
import { http } from './msw-http';
import { distributeriResponse, popisDanaResponse, uslugeResponse } from '../../src/api/contract/common';
import { endpoints } from '../../src/api/contract/endpoints';
import { listDistributors, listServices, listWeekdays } from './reference';
import { apiPath, contractJson, privateRoute } from './http';

export const referenceHandlers = [
  http.get(
    apiPath(endpoints.usluge),
    privateRoute(({ ctx }) => contractJson(uslugeResponse, { usluge: listServices(ctx) })),
  ),
  http.get(
    apiPath(endpoints.distributeri),
    privateRoute(({ ctx }) => contractJson(distributeriResponse, { distributeri: listDistributors(ctx) })),
  ),
  http.get(
    apiPath(endpoints.popisDana),
    privateRoute(({ request }) => contractJson(popisDanaResponse, { dani: listWeekdays(request.headers.get('Accept-Language')) })),
  ),
];
