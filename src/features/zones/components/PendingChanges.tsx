/**
 * What a pending update would change, as a partner sees it while support staff decide: each changed
 * field with its approved value and the proposed one. The approved item comes from its details
 * (the list shows the proposal); while they load, or when nothing differs, nothing is shown.
 */
import { Box, Table, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../design-system/format/useFormat';
import { itemChanges, type DayHours, type FieldChange, type ItemField } from '../model/changes';
import { useWeekdayName } from './useWeekdayName';
import { useClosingRule } from '../api/closing-rules';
import { useWorkingPeriod } from '../api/working-periods';
import { type ItemOwner, type WorkingPeriod, mayUpdate, type ClosingRule } from '../model/items';

/** A field's label and its value in words, in the user's language: both before-and-after views use it. */
export function useDescribeField() {
  const { t } = useTranslation('zones');
  const format = useFormat();
  const dayName = useWeekdayName();
  const range = ([from, to]: [string, string]) => t('period.range', { from: format.date(from), to: format.date(to) });
  const hours = (day: DayHours) =>
    day === null ? '–' : day.noCharge ? t('period.noCharge') : t('period.hours', { from: day.from, to: day.to });
  return {
    label: (field: ItemField): string => {
      switch (field.field) {
        case 'validity':
          return t('changes.validity');
        case 'dates':
          return t('changes.dates');
        case 'description':
          return t('changes.description');
        case 'reason':
          return t('changes.reason');
        case 'day':
          return dayName(field.weekDay);
      }
    },
    value: (field: ItemField): string => {
      switch (field.field) {
        case 'validity':
        case 'dates':
          return range(field.value);
        case 'description':
        case 'reason':
          return field.value || '–';
        case 'day':
          return hours(field.value);
      }
    },
  };
}

export function ChangesTable({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  const { t } = useTranslation('zones');
  const describe = useDescribeField();
  if (changes.length === 0) return null;
  return (
    <Box data-testid="pending-changes" borderWidth="1px" borderColor="orange.muted" borderRadius="sm" px="2" py="1" bg="bg">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
        {t('changes.title')}
      </Text>
      <Table.Root size="sm" variant="line" bg="transparent" fontSize="xs">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader ps="0" py="1">
              {t('changes.field')}
            </Table.ColumnHeader>
            <Table.ColumnHeader py="1">{t('changes.now')}</Table.ColumnHeader>
            <Table.ColumnHeader py="1" pe="0">
              {t('changes.proposed')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((change) => {
            const nowrap = change.before.field === 'day' ? 'nowrap' : undefined;
            return (
              <Table.Row key={change.key} bg="transparent">
                <Table.Cell ps="0" py="1" fontWeight="medium">
                  {describe.label(change.before)}
                </Table.Cell>
                <Table.Cell py="1" whiteSpace={nowrap}>
                  <chakra.span textDecoration="line-through">{describe.value(change.before)}</chakra.span>
                </Table.Cell>
                <Table.Cell py="1" pe="0" fontWeight="semibold" whiteSpace={nowrap}>
                  {describe.value(change.after)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A pending update of a working period: its changes against the approved period. */
export function PeriodChanges({ owner, period }: { owner: ItemOwner; period: WorkingPeriod }) {
  const { t } = useTranslation('zones');
  const approved = useWorkingPeriod(owner, mayUpdate(period.pending) && period.id !== null ? { requestId: null, id: period.id } : null);
  if (!approved.data) return null;
  return <ChangesTable changes={itemChanges(approved.data, period)} caption={t('changes.caption')} />;
}

/** A pending update of a closing rule: its changes against the approved rule. */
export function RuleChanges({ owner, rule }: { owner: ItemOwner; rule: ClosingRule }) {
  const { t } = useTranslation('zones');
  const approved = useClosingRule(owner, mayUpdate(rule.pending) && rule.id !== null ? { requestId: null, id: rule.id } : null);
  if (!approved.data) return null;
  return <ChangesTable changes={itemChanges(approved.data, rule)} caption={t('changes.caption')} />;
}
