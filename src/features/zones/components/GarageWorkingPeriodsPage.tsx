/**
 * A garage's working hours and closing rules (operations.md §2): the same period cards, closing-rule
 * table and forms as a parking zone, without zones. New, Edit and Remove need ChangeGarageRequests.
 * A garage that does not exist (its info or its lists answer 404) shows the not-found page.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { entityInfoQueryOptions } from '../../../api/entity-info';
import { isNotFound } from '../../../api/errors';
import { usePermission } from '../../../api/session';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { NotFoundPage } from '../../../routing/NotFoundPage';
import { routePath } from '../../../routing/paths';
import { ClosingRulesPanel } from './ClosingRulesPanel';
import { OwnerBreadcrumbs } from './OwnerBreadcrumbs';
import { useClosingRules } from '../api/closing-rules';
import { useWorkingPeriods } from '../api/working-periods';
import type { WorkingPeriod, ItemOwner } from '../model/items';
import { WorkingPeriodsPanel } from './WorkingPeriodsPanel';

function garageEditHref(garageId: number, period: WorkingPeriod): string | undefined {
  if (period.pending) return routePath('garageEditWorkingPeriodRequest', { id: garageId, workingPeriodRequestId: period.pending.requestId });
  return period.id === null ? undefined : routePath('garageEditWorkingPeriod', { id: garageId, workingPeriodId: period.id });
}

export function GarageWorkingPeriodsPage() {
  const { t } = useTranslation('zones');
  const id = Number(useParams().id);
  const canChange = usePermission('ChangeGarageRequests');
  const info = useQuery(entityInfoQueryOptions('garage', id));
  const owner: ItemOwner = { area: 'garage', garageId: id };
  // The panels' own queries (the same cache entries), watched here so that whichever answers 404 first shows the page.
  const periods = useWorkingPeriods(owner);
  const rules = useClosingRules(owner);
  const name = info.data?.name ?? '';

  // A garage that does not exist (a stale link, a typed id): the not-found page, with its way home.
  if ([info, periods, rules].some((query) => isNotFound(query.error))) return <NotFoundPage />;

  return (
    <Stack gap="6">
      <Stack gap="0">
        <OwnerBreadcrumbs area="garage" id={id} name={info.data?.name} />
        <PageHeader title={info.data ? t('garage.title', { name }) : t('breadcrumb.workingPeriods')} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="garage-working-periods">
        <Heading as="h2" size="md" id="garage-working-periods">
          {t('tabs.hours')}
        </Heading>
        <WorkingPeriodsPanel
          owner={owner}
          canChange={canChange}
          label={t('garage.periods', { name })}
          links={{ create: routePath('garageNewWorkingPeriod', { id }), edit: (period) => garageEditHref(id, period) }}
        />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="garage-rules">
        <Heading as="h2" size="md" id="garage-rules">
          {t('tabs.rules')}
        </Heading>
        <ClosingRulesPanel owner={owner} canChange={canChange} caption={t('rule.caption', { name })} />
      </Stack>
    </Stack>
  );
}
