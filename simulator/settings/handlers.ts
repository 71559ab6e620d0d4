/** Settings and subscriptions (operations.md §7): /api/korisnicke-postavke/, the e-mail and the service-group subscriptions. */
import { http } from '../core/msw-http';
import { operationsEndpoints as ep } from '../../src/api/contract/endpoints-operations';
import { emailResponse, settingResponse, subscriptionResponse } from '../../src/api/contract/settings';
import { apiPath, contractJson, privateRoute, readJson } from '../core/http';
import { changeSetting, EMAIL_SAVED, setEmail, setSubscription, SETTING_SAVED } from './rules';

export const settingsHandlers = [
  http.post(
    apiPath(ep.userSetting),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(settingResponse, { detail: SETTING_SAVED, postavka: await changeSetting(ctx, session, await readJson(request)) }),
    ),
  ),
  http.post(
    apiPath(ep.setEmail),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(emailResponse, { detail: EMAIL_SAVED, email: await setEmail(ctx, session, await readJson(request)) }),
    ),
  ),
  http.post(
    apiPath(ep.userSubscription),
    privateRoute(async ({ ctx, session, request }) =>
      contractJson(subscriptionResponse, { user_subscriptions: await setSubscription(ctx, session, await readJson(request)) }),
    ),
  ),
];
