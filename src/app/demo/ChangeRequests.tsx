/**
 * The demo panel's approvals: each pending change request told in words (who asked, for which
 * provider and zones or garage, what changes) with the item before and after; Approve, or Reject
 * with a reason; and a history of approved, rejected and withdrawn requests with their reasons.
 */
import { Badge, Box, Button, chakra, HStack, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../design-system/components/FormField';
import type { TFunction } from 'i18next';
import { useFormat } from '../../design-system/format/useFormat';
import { useDescribeField } from '../../features/zones/components/PendingChanges';
import { itemFields, pairFields, sameValue, type Item } from '../../features/zones/model/changes';
import { Link as RouterLink } from 'react-router-dom';
import { routePath } from '../../routing/paths';
import type { ChangeRequestStory, Ring } from './control-api';

/** A change request told in one sentence: who asks for what, where (the panel here and Storybook's demo panel). */
export function describeChangeRequest(t: TFunction<'app'>, story: ChangeRequestStory): string {
  const { request } = story;
  const where =
    request.area === 'parking'
      ? story.zoneNames.length > 0
        ? t('demo.story.parkingZones', { owner: story.ownerName, zones: story.zoneNames.join(', ') })
        : t('demo.story.parking', { owner: story.ownerName })
      : t('demo.story.garage', { owner: story.ownerName });
  return t('demo.story.sentence', {
    who: request.createdBy,
    action: t(`demo.story.action.${request.action}`),
    kind: t(`demo.kind.${request.kind}`),
    where,
  });
}

/** The card's heading as one string (number, action and kind), for Storybook's panel. */
export function changeRequestHeading(t: TFunction<'app'>, story: ChangeRequestStory): string {
  const { request } = story;
  return `#${request.id} · ${t(`demo.action.${request.action}`)} · ${t(`demo.kind.${request.kind}`, { defaultValue: request.kind })}`;
}

/**
 * Where the request applies, for support staff to open it: the garage's working hours, the zone's
 * details (on the tab of what changes) when one zone is concerned, else the provider's zones.
 */
export function requestPlace(story: ChangeRequestStory): string {
  const { request } = story;
  if (request.area === 'garage') return routePath('garageWorkingHours', { id: request.ownerId });
  const zoneId = request.kind === 'polygon' ? request.targetId : request.zoneIds.length === 1 ? request.zoneIds[0] : null;
  if (zoneId === null || zoneId === undefined) return routePath('parkingProviderZones', { id: request.ownerId });
  const tab = request.kind === 'polygon' ? 'borders' : request.kind === 'closing_rule' ? 'rules' : 'hours';
  return `${routePath('parkingProviderZoneDetails', { id: request.ownerId, zoneId })}?tab=${tab}`;
}

/** Closes the panel the cards are shown in (the app's drawer); nothing where there is none. */
export const ClosePanelContext = createContext<() => void>(() => {});

function useDescribe() {
  const { t } = useTranslation('app');
  return (story: ChangeRequestStory) => describeChangeRequest(t, story);
}

/** One row of the before/after table; a changed value is marked in words, not only in colour. */
function DiffRow({ label, before, after, changed, showBefore }: { label: string; before: string; after: string; changed: boolean; showBefore: boolean }) {
  const { t } = useTranslation('app');
  return (
    <Table.Row data-changed={changed || undefined}>
      <Table.Cell py="1" ps="0" fontWeight="medium">
        {label}
      </Table.Cell>
      {showBefore ? <Table.Cell py="1">{before}</Table.Cell> : null}
      <Table.Cell py="1" fontWeight={changed ? 'bold' : undefined} color={changed ? 'blue.fg' : undefined}>
        {after}
        {changed ? <chakra.span srOnly>{` (${t('demo.diff.changed')})`}</chakra.span> : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** Every field of the item: a create shows the proposal, a removal what goes, an update both (the changed marked). */
function ItemDiff({ before, after }: { before: Item | null; after: Item | null }) {
  const { t } = useTranslation('app');
  const describe = useDescribeField();
  const shown = after ?? before;
  if (!shown) return null;
  const showBefore = before !== null && after !== null;
  const rows = before !== null && after !== null ? pairFields(before, after) : itemFields(shown).map((field) => ({ before: field, after: field }));
  const removal = after === null;
  return (
    <Table.Root size="sm" variant="line" mt="2">
      <Table.Caption srOnly>{t('demo.diff.caption')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader ps="0">{t('demo.diff.field')}</Table.ColumnHeader>
          {showBefore ? <Table.ColumnHeader>{t('demo.diff.before')}</Table.ColumnHeader> : null}
          <Table.ColumnHeader>{removal ? t('demo.diff.removed') : showBefore ? t('demo.diff.after') : t('demo.diff.proposed')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <DiffRow
            key={describe.label(row.before)}
            label={describe.label(row.before)}
            before={describe.value(row.before)}
            after={describe.value(row.after)}
            changed={showBefore && !sameValue(row.before, row.after)}
            showBefore={showBefore}
          />
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The proposed borders (blue) outlined over the current ones (grey, dashed). */
function PolygonDiff({ before: old, after: next }: { before: Ring[]; after: Ring[] }) {
  const { t } = useTranslation('app');
  const points = [...old, ...next].flat();
  if (points.length === 0) return <Text fontSize="sm">{t('demo.diff.noBorders')}</Text>;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = 180 / Math.max(maxX - minX, maxY - minY, 1e-9);
  const path = (ring: Ring) =>
    ring.map((p, i) => `${i === 0 ? 'M' : 'L'}${((p[0]! - minX) * scale + 10).toFixed(1)},${((maxY - p[1]!) * scale + 10).toFixed(1)}`).join(' ') + 'Z';
  return (
    <Stack gap="1" mt="2">
      <chakra.svg viewBox="0 0 200 200" width="40" height="40" role="img" aria-label={t('demo.diff.polygonLabel', { before: old.length, after: next.length })} borderWidth="1px">
        {old.map((ring, i) => (
          <path key={`o${i}`} d={path(ring)} fill="none" stroke="#9E9E9E" strokeOpacity={0.9} strokeDasharray="4 4" strokeWidth={2} />
        ))}
        {next.map((ring, i) => (
          <path key={`n${i}`} d={path(ring)} fill="#3388FF" fillOpacity={0.2} stroke="#3388FF" strokeWidth={2} />
        ))}
      </chakra.svg>
      <Text fontSize="xs" color="fg.muted">
        {t('demo.diff.polygonLegend')}
      </Text>
    </Stack>
  );
}

export function StoryCard({ story, children }: { story: ChangeRequestStory; children?: ReactNode }) {
  const { t } = useTranslation('app');
  const format = useFormat();
  const describe = useDescribe();
  const closePanel = useContext(ClosePanelContext);
  const { request } = story;
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={t('demo.story.label', { id: request.id })}
      // Focusable from script only: the toast's "Approve in the demo panel" brings the user here.
      tabIndex={-1}
      data-request-id={request.id}
    >
      <HStack justify="space-between" align="flex-start">
        <Text fontWeight="semibold" fontSize="sm">
          #{request.id} · {t(`demo.action.${request.action}`)} · {t(`demo.kind.${request.kind}`, { defaultValue: request.kind })}
        </Text>
        {request.status !== 'pending' ? (
          <Badge colorPalette={request.status === 'approved' ? 'green' : request.status === 'rejected' ? 'red' : 'gray'}>
            {t(`demo.status.${request.status}`)}
          </Badge>
        ) : null}
      </HStack>
      <Text fontSize="sm">{describe(story)}</Text>
      {/* Opens where it applies, closing the panel that holds the card. */}
      <Link asChild fontSize="sm" colorPalette="brand" variant="underline">
        <RouterLink to={requestPlace(story)} onClick={closePanel}>
          {t('demo.story.open', { id: request.id })}
        </RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted">
        {format.dateTime(request.createdAt)}
        {request.decidedAt ? ` · ${t('demo.story.decided', { at: format.dateTime(request.decidedAt) })}` : ''}
      </Text>
      {request.reason ? (
        <Text fontSize="sm" mt="1">
          {t('demo.story.reason', { reason: request.reason })}
        </Text>
      ) : null}
      {request.kind === 'polygon' ? (
        <PolygonDiff before={story.polygonBefore} after={story.polygonAfter} />
      ) : (
        <ItemDiff before={story.before} after={story.after} />
      )}
      {children}
    </Box>
  );
}

export function PendingRequestCard({
  story,
  onApprove,
  onReject,
}: {
  story: ChangeRequestStory;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('app');
  const [reason, setReason] = useState('');
  return (
    <StoryCard story={story}>
      <HStack mt="2" align="flex-end">
        <Button size="xs" colorPalette="brand" onClick={onApprove}>
          {t('demo.approve')}
        </Button>
        <FormField label={t('demo.reason')}>
          <Input size="xs" value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <Button size="xs" colorPalette="red" variant="outline" disabled={!reason.trim()} onClick={() => onReject(reason)}>
          {t('demo.reject')}
        </Button>
      </HStack>
    </StoryCard>
  );
}
