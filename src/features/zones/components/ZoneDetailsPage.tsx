/**
 * Zone details (operations.md §2): the breadcrumb, the zone's name with its status tag, and three
 * tabs: working hours (period cards), closing rules (sortable table with row actions) and borders
 * (the polygon editor in a modal, and a link to the full-page editor, zoneGeo).
 */
import { Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import { isNotFound } from '../../../api/errors';
import { ConfirmDialog } from '../../../design-system/components/ConfirmDialog';
import { Dialog, DialogBody } from '../../../design-system/components/Dialog';
import { EditorConfirmDialog, type Confirm } from '../../../design-system/map/editor-confirm';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { NotFoundPage } from '../../../routing/NotFoundPage';
import { routePath } from '../../../routing/paths';
import { ClosingRulesPanel } from './ClosingRulesPanel';
import { OwnerBreadcrumbs } from './OwnerBreadcrumbs';
import { PendingTag } from './PeriodCard';
import { PendingBordersPreview, useMapZones, ZoneBordersEditor } from './ZoneMaps';
import { useChangeMessages } from './useChangeMessages';
import { ZoneTabs } from './ZoneTabs';
import { LoadError } from './LoadError';
import { useWithdrawZoneBorders } from '../api/save-zone-borders';
import { useZoneDetails } from '../api/zone-details';
import { useZones } from '../api/zones';
import type { ItemOwner, ZoneDetails } from '../model/items';
import { ActiveTag } from './ActiveTag';
import { useWorkingPeriodAccess } from './useWorkingPeriodAccess';
import { WorkingPeriodsPanel } from './WorkingPeriodsPanel';

const TABS = ['hours', 'rules', 'borders'] as const;
const CLOSE: Confirm = { kind: 'close' };

function BordersPanel({ providerId, zone, canChange, onReset }: { providerId: number; zone: ZoneDetails; canChange: boolean; onReset: () => void }) {
  const { t } = useTranslation('zones');
  const [open, setOpenState] = useState(false);
  // Changed borders not yet sent: Escape asks the editor's cancel question before dropping them.
  const [dirty, setDirty] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) setDirty(false);
  };
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawZoneBorders(providerId, zone);
  const messages = useChangeMessages();
  const zones = useZones(providerId);
  const mapZones = useMapZones(providerId, zones.data, zones.isError && !zones.data);
  const polygons = zone.polygons?.features[0]?.geometry.coordinates.length ?? 0;
  const listed = zones.data?.find((z) => z.id === zone.id);
  return (
    <Stack gap="3">
      <Text>{polygons > 0 ? t('borders.count', { number: polygons }) : t('borders.none')}</Text>
      {zone.pendingPolygons ? (
        <Stack gap="2" data-testid="pending-borders">
          <HStack gap="3" wrap="wrap">
            <PendingTag pending={zone.pendingPolygons} />
            {canChange ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setWithdrawing(true)}>
                {t('borders.withdraw')}
              </Button>
            ) : null}
          </HStack>
          <PendingBordersPreview zone={zone} />
        </Stack>
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        destructive
        title={t('confirm.withdrawTitle')}
        body={t('borders.withdrawBody')}
        confirmLabel={t('actions.withdraw')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => {
          try {
            await withdraw.mutateAsync();
            messages.withdrawn();
          } catch (error) {
            messages.notSent(error);
          }
        }}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('borders.codes', { city: zone.cityCode ?? '–', zone: zone.code ?? listed?.code ?? '–' })}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" colorPalette="brand" variant={canChange ? 'solid' : 'outline'} onClick={() => setOpen(true)}>
          {canChange ? t('borders.edit') : t('borders.view')}
        </Button>
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to={routePath('zoneGeo', { id: providerId, zoneId: zone.id })}>{t('borders.fullPage')}</RouterLink>
        </Link>
      </HStack>
      {/* Who may change closes through the editor's Close, which asks first (operations.md §2), or by
          Escape, which asks the same question when something changed; no X. */}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('borders.editorTitle', { name: zone.name })}
        closeLabel={t('actions.close')}
        closeButton={!canChange}
        placement="top"
        size="cover"
        closeOnInteractOutside={false}
        onEscapeKeyDown={(event) => {
          if (!dirty) return;
          event.preventDefault();
          setAskingToClose(true);
        }}
      >
        <DialogBody>
          {open && mapZones !== undefined ? (
            <ZoneBordersEditor
              providerId={providerId}
              zone={zone}
              listed={listed}
              otherZones={mapZones ?? []}
              canChange={canChange}
              height={300}
              onClose={() => setOpen(false)}
              onReset={onReset}
              onDirtyChange={setDirty}
            />
          ) : (
            <Skeleton height="480px" />
          )}
        </DialogBody>
      </Dialog>
      <EditorConfirmDialog confirm={CLOSE} open={askingToClose} onOpenChange={setAskingToClose} warnings={[]} onConfirm={() => setOpen(false)} />
    </Stack>
  );
}

export function ZoneDetailsPage() {
  const { t } = useTranslation('zones');
  const params = useParams();
  const id = Number(params.id);
  const zoneId = Number(params.zoneId);
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((value) => value === search.get('tab')) ?? 'hours';
  const { canChange, zoneLinks } = useWorkingPeriodAccess(id);
  const info = useQuery(entityInfoQueryOptions('parking', id));
  const zone = useZoneDetails(id, zoneId);
  const owner: ItemOwner = { area: 'parking', providerId: id, zoneId };

  // A zone that does not exist (a stale link, a typed id): the not-found page, with its way home.
  if (isNotFound(zone.error)) return <NotFoundPage />;

  return (
    <Stack gap="4">
      <OwnerBreadcrumbs area="parking" id={id} name={info.data?.name} zone={zone.data ? { id: zoneId, name: zone.data.name } : undefined} />
      <PageHeader
        title={zone.data?.name ?? t('zone.title')}
        actions={zone.data ? <ActiveTag active={zone.data.isActive} /> : undefined}
      />
      {zone.isError ? (
        <LoadError error={zone.error} retry={() => void zone.refetch()} />
      ) : !zone.data ? (
        <Stack role="status" aria-label={t('loading')} gap="3">
          <Skeleton height="10" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <ZoneTabs
          label={t('zone.tabs')}
          value={tab}
          onChange={(value) => setSearch(value === 'hours' ? {} : { tab: value }, { replace: true })}
          tabs={[
            {
              value: 'hours',
              label: t('tabs.hours'),
              content: (
                <WorkingPeriodsPanel
                  owner={owner}
                  canChange={canChange}
                  label={t('zone.periodsOf', { name: zone.data.name })}
                  links={zoneLinks(zoneId)}
                />
              ),
            },
            {
              value: 'rules',
              label: t('tabs.rules'),
              content: <ClosingRulesPanel owner={owner} canChange={canChange} caption={t('rule.caption', { name: zone.data.name })} />,
            },
            { value: 'borders', label: t('tabs.borders'), content: <BordersPanel providerId={id} zone={zone.data} canChange={canChange} onReset={() => void zone.refetch()} /> },
          ]}
        />
      )}
    </Stack>
  );
}
