/**
 * The working-period form screen (operations.md §2): new at provider level (zone checkboxes) and at
 * zone level (its zone chosen), edit of an approved period and of a pending request, for parking;
 * the same for garages without zones. One form, one screen component, configured by each route's
 * screen (ParkingNewWorkingPeriodPage.tsx, GarageEditWorkingPeriodPage.tsx, …).
 * A save submits a change request, shows requestForChangeSent and returns to where the item is shown.
 * A route whose provider, garage, zone, period or request does not exist shows the not-found page.
 */
import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import { isNotFound, serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { NotFoundPage } from '../../../routing/NotFoundPage';
import { routePath } from '../../../routing/paths';
import { emptyPeriod, periodValues } from '../model/forms';
import { useChangeMessages } from './useChangeMessages';
import { WorkingPeriodForm } from './WorkingPeriodForm';
import { OwnerBreadcrumbs } from './OwnerBreadcrumbs';
import { useSaveWorkingPeriod } from '../api/save-working-period';
import { useWeekdays } from '../api/weekdays';
import { useWorkingPeriod } from '../api/working-periods';
import { useZones } from '../api/zones';
import { type ItemOwner, type ItemRef, mayUpdate, refOf } from '../model/items';

export type WorkingPeriodMode = 'new' | 'edit' | 'editRequest';

function useRouteIds() {
  const params = useParams();
  const num = (key: string) => (params[key] === undefined ? null : Number(params[key]));
  return {
    id: Number(params.id),
    zoneId: num('zoneId'),
    periodId: num('workingPeriodId'),
    requestId: num('workingPeriodRequestId'),
  };
}

export function WorkingPeriodFormScreen({ area, mode }: { area: 'parking' | 'garage'; mode: WorkingPeriodMode }) {
  const { t } = useTranslation('zones');
  const navigate = useNavigate();
  const messages = useChangeMessages();
  const { id, zoneId, periodId, requestId } = useRouteIds();
  const owner: ItemOwner = area === 'garage' ? { area, garageId: id } : zoneId === null ? { area, providerId: id, zoneId: null } : { area, providerId: id, zoneId };
  const routeRef: ItemRef | null =
    mode === 'edit' && periodId !== null ? { requestId: null, id: periodId } : mode === 'editRequest' && requestId !== null ? { requestId, id: null } : null;

  const info = useQuery(entityInfoQueryOptions(area === 'garage' ? 'garage' : 'parking', id));
  const weekdays = useWeekdays();
  const zones = useZones(id, area === 'parking');
  const zonesNeeded = area === 'parking';
  const existing = useWorkingPeriod(owner, routeRef);
  // An approved period with a pending update is edited through its request, from its proposal.
  const pendingUpdate = mode === 'edit' && mayUpdate(existing.data?.pending) ? existing.data.pending : null;
  const proposal = useWorkingPeriod(owner, pendingUpdate ? { requestId: pendingUpdate.requestId, id: existing.data?.id ?? null } : null);
  const editing = pendingUpdate ? proposal.data : existing.data;
  // A request decided meanwhile (in the demo panel, another tab) is no longer editable: saving would propose anew.
  const decided = mode === 'editRequest' && existing.data !== undefined && existing.data.pending === null;
  const saveRef = existing.data ? refOf(existing.data) : null;
  const save = useSaveWorkingPeriod(mode === 'new' && area === 'parking' ? { area, providerId: id, zoneId: null } : owner, mode === 'new' ? null : saveRef);

  const back =
    area === 'garage'
      ? routePath('garageWorkingHours', { id })
      : zoneId !== null
        ? routePath('parkingProviderZoneDetails', { id, zoneId })
        : routePath('parkingProviderZones', { id });

  const title = t(`form.title.${mode}`);
  const zone = zoneId !== null ? zones.data?.find((z) => z.id === zoneId) : undefined;
  const failed = [weekdays, existing, proposal, ...(zonesNeeded ? [zones] : [])].find((q) => q.isError);
  // The owner's info is awaited (a failure other than 404 still shows the form): for a garage's new
  // period it is the only answer that says whether the garage exists.
  const ready = weekdays.data && !info.isPending && (mode === 'new' || editing) && (!zonesNeeded || zones.data);
  // What the route names does not exist (a stale link, a typed id): the provider or garage (its info,
  // or the provider's zone list, answers 404), the period or request to edit (404), or the zone (the
  // provider's zone list, which the form chooses zones from, does not list it).
  const unknownZone = zoneId !== null && zones.data !== undefined && !zones.data.some((z) => z.id === zoneId);
  if (unknownZone || [info, existing, ...(zonesNeeded ? [zones] : [])].some((q) => isNotFound(q.error))) return <NotFoundPage />;

  return (
    <Stack gap="4">
      <OwnerBreadcrumbs area={area} id={id} name={info.data?.name} zone={zone} current={title} />
      <PageHeader title={zone ? `${title}: ${zone.name}` : title} />
      {failed ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(failed.error)} onRetry={() => void failed.refetch()} />
      ) : decided ? (
        <Alert.Root status="info" role="status" data-testid="request-decided">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('form.decided')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void navigate(back)}>
            {t('form.decidedBack')}
          </Button>
        </Alert.Root>
      ) : !ready ? (
        <Stack gap="3" role="status" aria-label={t('loading')}>
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="64" />
        </Stack>
      ) : (
        <WorkingPeriodForm
          initial={editing ? periodValues(editing, weekdays.data) : emptyPeriod(weekdays.data, zoneId !== null ? [zoneId] : [])}
          zones={mode === 'new' && area === 'parking' ? (zones.data ?? []).map((z) => ({ id: z.id, name: z.name })) : undefined}
          saving={save.isPending}
          onSave={async (input) => {
            await save.mutateAsync(input);
            messages.sent(mode === 'new' ? 'hoursCreated' : 'hoursUpdated');
          }}
          onSaved={() => void navigate(back)}
          onUnplacedFailure={messages.notSent}
          onCancel={() => void navigate(back)}
        />
      )}
    </Stack>
  );
}
