/**
 * An entity page's calls (reporting.md §2): its info, the channel list, and its reports (channel
 * totals where the kind has channels, articles, the series), each for the primary and, when
 * comparing, the compare period. The page asks for them with these options; the first screen of a
 * signed-in start asks for them before the page renders (`prefetchEntityPage`), so the page finds
 * them asked for or answered.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchBeforeSession } from '../../../api/before-session';
import { entityInfoQueryOptions, getEntityInfo, type EntityKind } from '../../../api/entity-info';
import type { ScreenPrefetch } from '../../../routing/feature-routes';
import { ENTITY_PAGES, pageDefaults, requestOf } from '../model/entity-page';
import { filtersFromUrl, reconcileFilters } from '../model/filters';
import { readSharedFilters } from '../model/shared-filters';
import { articlesOptions } from './articles';
import { channelTotalsOptions } from './channel-totals';
import { channelsQueryOptions, getChannels, selectedIds } from './channels';
import { seriesOptions } from './series';

/** The page's reports, each a function of a period's request. */
export function entityReports(kind: EntityKind, id: number) {
  return { channels: channelTotalsOptions(kind, id), articles: articlesOptions(kind, id), series: seriesOptions(kind, id) };
}

/**
 * Asks for the page's calls with the filters the page will apply (its address, else the other
 * report pages', else its defaults for this user): the info and the channel list at once, beside
 * the session, the reports once the list and the session are in. A selection naming a channel not
 * in the list asks for no report (the page says so under the field); a failed list is the page's
 * to show.
 */
export const prefetchEntityPage =
  (kind: EntityKind): ScreenPrefetch =>
  (queryClient: QueryClient, { params, search }, session) => {
    const config = ENTITY_PAGES[kind];
    const id = Number(params.id);
    if (!Number.isInteger(id)) return;
    const ignore = () => undefined;
    prefetchBeforeSession(queryClient, entityInfoQueryOptions(kind, id), () => getEntityInfo(kind, id, undefined, 'ignore'), session).catch(ignore);
    const list = config.channels ? prefetchBeforeSession(queryClient, channelsQueryOptions(), () => getChannels(undefined, 'ignore'), session) : Promise.resolve(undefined);
    Promise.all([list, session])
      .then(([data, user]) => {
        if (user === null) return;
        const applied = reconcileFilters(filtersFromUrl(new URLSearchParams(search)), readSharedFilters(), new Date(), pageDefaults(config, user));
        const filter = selectedIds(applied.channels, { data, isFetched: true }, config.channels);
        if (!filter.ready) return;
        const reports = entityReports(kind, id);
        const periods = applied.compare ? [applied.primary, applied.compare] : [applied.primary];
        for (const request of periods.map((range) => requestOf(range, filter.ids))) {
          if (config.channels) void queryClient.prefetchQuery(reports.channels(request));
          void queryClient.prefetchQuery(reports.articles(request));
          void queryClient.prefetchQuery(reports.series(request));
        }
      })
      .catch(ignore);
  };
