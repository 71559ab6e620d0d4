/**
 * The mobile payment statistics area (operations.md §2): the title, the controls (StatsToolbar),
 * a vertical strip of the 14 child routes and the chosen view. The range lives in the URL as
 * beginDate and endDate; every tab link carries it, so switching tabs keeps it. Without a range
 * the whole span applies; /paydo-statistika opens the first view.
 */
import { Alert, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { useFormat } from '../../../design-system/format/useFormat';
import { useToday } from '../../../design-system/format/useToday';
import { routePath } from '../../../routing/paths';
import {
  BEGIN_PARAM,
  defaultStatsRange,
  END_PARAM,
  hasNoRange,
  pageFromParams,
  rangeFromParams,
  rangeSearch,
  statsBounds,
  validRange,
  type StatsRange,
} from '../model/range';
import { DEFAULT_TAB, isStatsTab, STATS_TABS, type StatsTab } from '../model/tabs';
import type { StatsViewProps } from './StatsViewProps';
import { StatsToolbar } from './StatsToolbar';
import { BusinessUsersView } from './views/BusinessUsersView';
import { MastercardPromotionView, PaydoPromotionView, TotalPromotionsView, UsedPromotionsView } from './views/PromotionViews';
import { AllSalesView, CitiesView, NumOfSalesView, UsersAndSalesView } from './views/SalesViews';
import { TokenizedCardsView } from './views/TokenizedCardsView';
import { UserGroupsView } from './views/UserGroupsView';

const VIEWS: Record<StatsTab, ComponentType<StatsViewProps>> = {
  'users-and-sales': UsersAndSalesView,
  'all-sales': AllSalesView,
  'num-of-sales': NumOfSalesView,
  'paydo-promotion': PaydoPromotionView,
  'mastercard-promotion': MastercardPromotionView,
  'total-promotions': TotalPromotionsView,
  'used-promotions': UsedPromotionsView,
  'by-promotions': CitiesView,
  newUsers: (props) => <UserGroupsView {...props} tab="newUsers" />,
  allUsers: (props) => <UserGroupsView {...props} tab="allUsers" />,
  web: (props) => <UserGroupsView {...props} tab="web" />,
  mobile: (props) => <UserGroupsView {...props} tab="mobile" />,
  'business-users': BusinessUsersView,
  'tokenized-cards': TokenizedCardsView,
};

function tabPath(tab: StatsTab): string {
  return routePath('paydoStatisticsTab', { tab });
}

/** The vertical strip of child routes: links (each keeps the range), the current one marked in words and colour. */
function TabStrip({ current, search }: { current: StatsTab; search: string }) {
  const { t } = useTranslation('paydo-statistics');
  return (
    <Box as="nav" aria-label={t('tabsLabel')} flexShrink={0} w={{ base: 'full', lg: '60' }}>
      <Stack as="ul" gap="1" listStyleType="none" borderStartWidth={{ lg: '2px' }} borderColor="border">
        {STATS_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                ms={{ lg: '-2px' }}
                borderStartWidth={{ lg: '4px' }}
                borderColor={active ? 'brand.solid' : 'transparent'}
                bg={active ? 'brand.subtle' : undefined}
                color={active ? 'brand.fg' : 'fg'}
                fontWeight={active ? 'semibold' : 'normal'}
                textDecoration={active ? 'underline' : 'none'}
                borderRadius="l1"
                _hover={{ bg: 'bg.muted' }}
                focusRingColor="brand.focusRing"
              >
                <RouterLink to={{ pathname: tabPath(tab), search }} aria-current={active ? 'page' : undefined}>
                  {t(`tabs.${tab}`)}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

function UnknownView() {
  const { t } = useTranslation('paydo-statistics');
  return (
    <EmptyState title={t('notFound.title')} description={t('notFound.description')}>
      <Link asChild colorPalette="brand" textDecoration="underline">
        <RouterLink to={tabPath(DEFAULT_TAB)}>{t('notFound.back')}</RouterLink>
      </Link>
    </EmptyState>
  );
}

export function PaydoStatisticsPage() {
  const { t } = useTranslation('paydo-statistics');
  const format = useFormat();
  const today = useToday();
  const { tab } = useParams();
  const [params, setParams] = useSearchParams();
  const bounds = statsBounds(today);

  if (tab !== undefined && !isStatsTab(tab)) {
    return (
      <Stack gap="4">
        <PageHeader title={t('title')} />
        <UnknownView />
      </Stack>
    );
  }
  // No range: the whole span; /paydo-statistika: the first view. Both replace the entry, so Back skips them.
  if (tab === undefined || hasNoRange(params)) {
    const search = hasNoRange(params) ? rangeSearch(defaultStatsRange(today)) : rangeSearch(rangeFromParams(params));
    return <Navigate replace to={{ pathname: tabPath(tab ?? DEFAULT_TAB), search }} />;
  }

  const urlRange = rangeFromParams(params);
  const range = validRange(urlRange, bounds);
  const page = pageFromParams(params);
  const search = rangeSearch(urlRange);
  const View = VIEWS[tab];

  const setRange = (next: StatsRange) => {
    // A new range starts at page 1.
    setParams(new URLSearchParams({ [BEGIN_PARAM]: next.begin, [END_PARAM]: next.end }));
  };
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    setParams(query);
  };

  return (
    <Stack gap="4">
      <PageHeader title={t('title')} />
      <StatsToolbar urlRange={urlRange} validUrlRange={range} bounds={bounds} today={today} onRangeChange={setRange} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <TabStrip current={tab} search={search} />
        <Stack gap="4" flex="1" minW="0" w="full">
          <Box>
            <Heading as="h2" size="xl" id="paydo-view-title">
              {t(`tabs.${tab}`)}
            </Heading>
            {range ? (
              <Text color="fg.muted" fontSize="sm" data-testid="paydo-shown-range">
                {t('range.shown', { begin: format.date(range.begin), end: format.date(range.end) })}
              </Text>
            ) : null}
          </Box>
          {range ? (
            <View key={tab} range={range} page={page} onPageChange={setPage} />
          ) : (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('range.invalidTitle')}</Alert.Title>
                <Alert.Description>
                  {t('range.invalidDescription', { min: format.date(bounds.min), max: format.date(bounds.max) })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}
