/**
 * The dashboard's calls (reporting.md §2, §7): the service and channel lists, then the four reports
 * (totals and series by service and by channel), each for the primary and, when comparing, the
 * compare period, with the selected ids of both lists. The page asks for them with these requests;
 * the first screen of a signed-in start that lands on the dashboard asks for them before the page
 * renders (`prefetchDashboard`), so the page finds them asked for or answered.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchBeforeSession } from '../../../api/before-session';
import type { ScreenPrefetch } from '../../../routing/feature-routes';
import { filtersFromUrl, reconcileFilters, type IdSelection, type PageDefaults, type ReportFilters } from '../model/filters';
import type { ReportRequest } from '../model/reports';
import { readSharedFilters } from '../model/shared-filters';
import { channelsQueryOptions, getChannels, selectedIds } from './channels';
import { dashboardChannelSeriesOptions } from './dashboard-channel-series';
import { dashboardChannelsOptions } from './dashboard-channels';
import { dashboardServiceSeriesOptions } from './dashboard-service-series';
import { dashboardServicesOptions } from './dashboard-services';
import { getServices, servicesQueryOptions } from './services';

/** The dashboard opens without comparison. */
export const DASHBOARD_DEFAULTS: PageDefaults = { comparing: false };

/** The requests of the applied filters: one per period, with the selected channel and service ids. */
export function dashboardRequests(applied: ReportFilters, channels: IdSelection, services: IdSelection): { primary: ReportRequest; compare: ReportRequest | null } {
  return {
    primary: { range: applied.primary, channels, services },
    compare: applied.compare ? { range: applied.compare, channels, services } : null,
  };
}

/**
 * Asks for the dashboard's calls with the filters the page will apply (the address's, else the
 * other report pages', else its defaults): both lists at once, beside the session, the reports once
 * both are in and the session allows the page. A selection naming an id a list does not have asks
 * for no report (the page says so under the field); a failed list is the page's to show.
 */
export const prefetchDashboard: ScreenPrefetch = (queryClient: QueryClient, { search }, session) => {
  const lists = Promise.all([
    prefetchBeforeSession(queryClient, channelsQueryOptions(), () => getChannels(undefined, 'ignore'), session),
    prefetchBeforeSession(queryClient, servicesQueryOptions(), () => getServices(undefined, 'ignore'), session),
  ]);
  lists
    .then(([channelList, serviceList]) => {
      if (channelList === undefined || serviceList === undefined) return;
      const applied = reconcileFilters(filtersFromUrl(new URLSearchParams(search)), readSharedFilters(), new Date(), DASHBOARD_DEFAULTS);
      const channels = selectedIds(applied.channels, { data: channelList, isFetched: true });
      const services = selectedIds(applied.services, { data: serviceList, isFetched: true });
      if (!channels.ready || !services.ready) return;
      const { primary, compare } = dashboardRequests(applied, channels.ids, services.ids);
      for (const request of compare ? [primary, compare] : [primary]) {
        void queryClient.prefetchQuery(dashboardServicesOptions(request));
        void queryClient.prefetchQuery(dashboardChannelsOptions(request));
        void queryClient.prefetchQuery(dashboardServiceSeriesOptions(request));
        void queryClient.prefetchQuery(dashboardChannelSeriesOptions(request));
      }
    })
    .catch(() => undefined);
};
