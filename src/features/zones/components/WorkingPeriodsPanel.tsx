/** An owner's working periods as cards (a zone's details, a garage's page). */
import { Skeleton } from '@chakra-ui/react';
import { WorkingPeriodCards } from './WorkingPeriodCards';
import { LoadError } from './LoadError';
import { useWorkingPeriods } from '../api/working-periods';
import type { ItemOwner } from '../model/items';

export function WorkingPeriodsPanel({ owner, canChange, label, links }: { owner: ItemOwner; canChange: boolean; label: string; links: Parameters<typeof WorkingPeriodCards>[0]['links'] }) {
  const periods = useWorkingPeriods(owner);
  if (periods.isError) return <LoadError error={periods.error} retry={() => void periods.refetch()} />;
  if (!periods.data) return <Skeleton height="40" />;
  return <WorkingPeriodCards owner={owner} periods={periods.data} label={label} links={canChange ? links : undefined} />;
}
