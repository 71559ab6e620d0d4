/**
 * System status (status-sustava, operations.md §2): the smspark and mgarage groups, each with its
 * name, state and tests (name, state, code); links to the incidents and the settings; a timeline of
 * the latest public incidents with a marker per level (green 1, yellow 2, red 3). Beyond the spec
 * the page refreshes itself every 60 s while the tab is visible and says when it was last updated,
 * and the timeline can be narrowed to one of the period ranges (reporting.md §9).
 * Every text from the server is rendered as text.
 */
import { Box, Button, Card, Field, Flex, Heading, HStack, Link, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { useFormat } from '../../../design-system/format/useFormat';
import { routePath } from '../../../routing/paths';
import { useSystemStatus, useTimeline, type StatusGroup, type TimelineIncident } from '../api';
import { openWithin, PERIOD_RANGES, type PeriodRange } from '../model/period-range';
import { levelKind, stateKind } from '../model/states';
import { STATE_PALETTE, StateIcon, StateLabel } from './StateIcon';

/** Re-renders every 15 s, so "last updated" stays true between refreshes. */
function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "just now" under a minute, else "3 minutes ago" in the active language; the exact time in the title. */
function LastUpdated({ at }: { at: number }) {
  const { t } = useTranslation('system-status');
  const format = useFormat();
  const now = Math.max(useNow(), at);
  const minutes = Math.floor((now - at) / 60_000);
  const relative =
    minutes < 1
      ? t('justNow')
      : new Intl.RelativeTimeFormat(format.locale === 'hr' ? 'hr-HR' : 'en-GB', { numeric: 'always' }).format(-minutes, 'minute');
  return (
    <Text textStyle="sm" role="status" aria-live="polite" data-testid="last-updated">
      {t('lastUpdated')}{' '}
      <time dateTime={new Date(at).toISOString()} title={format.dateTime(new Date(at))}>
        {relative}
      </time>
    </Text>
  );
}

function useStateLabel() {
  const { t } = useTranslation('system-status');
  return (state: string) => {
    const kind = stateKind(state);
    // A state we have no label for is shown as the server sent it, with the question mark.
    return kind === 'unknown' && state.trim() && state.trim().toUpperCase() !== 'UNKNOWN' ? state : t(`state.${kind}`);
  };
}

function GroupCard({ group }: { group: StatusGroup }) {
  const { t } = useTranslation('system-status');
  const stateLabel = useStateLabel();
  const kind = stateKind(group.state);
  const headingId = `status-group-${group.key}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} borderTopWidth="4px" borderTopColor={`${STATE_PALETTE[kind]}.solid`} data-group={group.key}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {group.name}
          </Heading>
          <HStack gap="1.5" aria-label={t('groupState', { state: stateLabel(group.state) })} role="group">
            <StateLabel kind={kind} label={stateLabel(group.state)} size="1.4em" />
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        {group.tests.length === 0 ? (
          <Text color="fg.muted">{t('tests.empty')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('tests.caption', { group: group.name })}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('tests.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tests.state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('tests.code')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {group.tests.map((test) => (
                <Table.Row key={test.code || test.name}>
                  <Table.Cell>{test.name}</Table.Cell>
                  <Table.Cell>
                    <StateLabel kind={stateKind(test.state)} label={stateLabel(test.state)} />
                  </Table.Cell>
                  <Table.Cell>
                    <Text as="code" fontFamily="mono" textStyle="sm" wordBreak="break-all">
                      {test.code}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TimelineItem({ incident, groupName, last }: { incident: TimelineIncident; groupName: string; last: boolean }) {
  const { t } = useTranslation('system-status');
  const format = useFormat();
  const kind = levelKind(incident.level);
  const levelLabel = t('timeline.level', { level: incident.level, label: t(`state.${kind}`) });
  return (
    <Box as="li" display="flex" gap="3" data-level={incident.level} data-testid="timeline-item">
      <Flex direction="column" align="center" flexShrink={0}>
        <StateIcon kind={kind} size="1.75em" label={levelLabel} />
        {!last ? <Box flex="1" w="2px" bg="border" mt="1" minH="6" /> : null}
      </Flex>
      <Box pb={last ? 0 : '5'} minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">
          {incident.title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {`${levelLabel} · ${groupName}`}
        </Text>
        <Text textStyle="sm">
          {t('timeline.range', {
            begin: format.dateTime(incident.beginTime),
            end: incident.endTime ? format.dateTime(incident.endTime) : t('timeline.ongoing'),
          })}
        </Text>
      </Box>
    </Box>
  );
}

export function SystemStatusPage() {
  const { t } = useTranslation('system-status');
  const format = useFormat();
  const status = useSystemStatus();
  const timeline = useTimeline();
  const [range, setRange] = useState<PeriodRange | null>(null);
  const now = useNow();
  const incidents = timeline.data?.incidents.filter((incident) => openWithin(incident, range, now));

  const updatedAt = Math.max(status.dataUpdatedAt, timeline.dataUpdatedAt);
  const groupName = (code: string) => status.data?.find((g) => g.key === code)?.name ?? code;
  const refresh = () => {
    void status.refetch();
    void timeline.refetch();
  };

  const links = (
    <HStack as="nav" aria-label={t('links.label')} gap="2">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={routePath('incidents')}>{t('links.incidents')}</RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={routePath('settings')}>{t('links.settings')}</RouterLink>
      </Button>
    </HStack>
  );

  return (
    <Stack gap="4">
      <PageHeader title={t('title')} actions={links} />
      <Flex gap="3" align="center" wrap="wrap" mt="-2">
        {updatedAt > 0 ? <LastUpdated at={updatedAt} /> : null}
        <Text textStyle="sm" color="fg.muted">
          {t('autoRefresh')}
        </Text>
        <Button size="xs" variant="ghost" onClick={refresh} loading={status.isFetching || timeline.isFetching} loadingText={t('refresh')}>
          {t('refresh')}
        </Button>
      </Flex>
      {status.isError && !status.data ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(status.error)} onRetry={() => void status.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4" aria-busy={status.isPending || undefined}>
          {status.data
            ? status.data.map((group) => <GroupCard key={group.key} group={group} />)
            : [0, 1].map((i) => <Skeleton key={i} height="64" borderRadius="l3" />)}
        </SimpleGrid>
      )}
      <Card.Root as="section" aria-labelledby="incident-timeline">
        <Card.Header>
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" size="lg" id="incident-timeline">
                {t('timeline.title')}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {t('timeline.description')}
              </Text>
            </Box>
            <Field.Root width="auto">
              <Field.Label textStyle="sm">{t('timeline.period')}</Field.Label>
              <NativeSelect.Root size="sm" width="40">
                <NativeSelect.Field value={range ?? ''} onChange={(event) => setRange((event.target.value || null) as PeriodRange | null)}>
                  <option value="">{t('timeline.periodAll')}</option>
                  {PERIOD_RANGES.map((value) => (
                    <option key={value} value={value}>
                      {t(`periodRange.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {timeline.data && timeline.data.total > timeline.data.incidents.length ? (
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={routePath('incidents')}>{t('timeline.more', { total: format.count(timeline.data.total) })}</RouterLink>
              </Link>
            ) : null}
          </Flex>
        </Card.Header>
        <Card.Body>
          {timeline.isError && !timeline.data ? (
            <LoadFailedAlert title={t('timeline.failed')} detail={serverTextOf(timeline.error)} onRetry={() => void timeline.refetch()} />
          ) : !timeline.data ? (
            <Stack gap="3" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="12" />
              ))}
            </Stack>
          ) : !incidents?.length ? (
            <Text color="fg.muted">{t(timeline.data.incidents.length === 0 ? 'timeline.empty' : 'timeline.emptyPeriod')}</Text>
          ) : (
            <Box as="ol" aria-labelledby="incident-timeline" listStyleType="none">
              {incidents.map((incident, index, all) => (
                <TimelineItem key={incident.id} incident={incident} groupName={groupName(incident.serviceGroup)} last={index === all.length - 1} />
              ))}
            </Box>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
