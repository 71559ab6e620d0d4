/**
 * One working period as a card (operations.md §2): validity range, a no-charge info icon, the
 * description or a dash, each weekday with its hours or "no charge". In an active period today's
 * weekday is bold and the card is green (with an "active" tag, so colour is never the only sign).
 * A pending change request shows a "waiting for approval" tag; Edit and Remove then act on it; a
 * pending update also shows what it would change against the approved period.
 */
import { Box, Button, HStack, Stack, Table, Tag, Text, Portal, chakra } from '@chakra-ui/react';
import { Tooltip } from '../../../design-system/components/overlays';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../../../design-system/format/useFormat';
import { useWeekdayName } from './useWeekdayName';
import { PeriodChanges } from './PendingChanges';
import { type PendingMark, type WorkingPeriod, type ItemOwner, mayUpdate } from '../model/items';
import { LuClock, LuInfo } from 'react-icons/lu';

export function PendingTag({ pending }: { pending: PendingMark }) {
  const { t } = useTranslation('zones');
  return (
    <Tag.Root colorPalette="orange" variant="surface" size="md" data-testid="pending-tag">
      <Tag.StartElement>
        <LuClock />
      </Tag.StartElement>
      <Tag.Label>
        {pending.action ? `${t('pending.tag')} · ${t(`pending.action.${pending.action}`)}` : t('pending.tag')}
      </Tag.Label>
    </Tag.Root>
  );
}

export interface PeriodCardProps {
  period: WorkingPeriod;
  /** Where Edit leads; absent when the user may not change. */
  editHref?: string;
  onRemove?: () => void;
  /** Accessible name of the card's region. */
  label?: string;
  /** Whose period it is: with it, a pending update shows what it would change. */
  owner?: ItemOwner;
}

export function PeriodCard({ period, editHref, onRemove, label, owner }: PeriodCardProps) {
  const { t } = useTranslation('zones');
  const format = useFormat();
  const dayName = useWeekdayName();
  const range = t('period.range', { from: format.date(period.validFrom), to: format.date(period.validTo) });
  const active = period.isActive;
  const removal = period.pending?.action === 'delete';
  return (
    <Box
      as="article"
      aria-label={label ?? range}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg={active ? 'green.subtle' : 'bg'}
      borderColor={active ? 'green.emphasized' : 'border'}
      data-active={active ? 'true' : 'false'}
      minW="64"
      flex="1"
      maxW="sm"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <HStack gap="1">
            <Text fontWeight="semibold" textDecoration={removal ? 'line-through' : undefined}>
              {range}
            </Text>
            {period.noCharge ? (
              <Tooltip.Root openDelay={100}>
                <Tooltip.Trigger asChild>
                  <chakra.button type="button" aria-label={t('period.noChargeInfo')} color="blue.fg" display="inline-flex">
                    <LuInfo />
                  </chakra.button>
                </Tooltip.Trigger>
                <Portal>
                  <Tooltip.Positioner>
                    <Tooltip.Content>{t('period.noChargeInfo')}</Tooltip.Content>
                  </Tooltip.Positioner>
                </Portal>
              </Tooltip.Root>
            ) : null}
          </HStack>
          {active ? (
            <Tag.Root colorPalette="green" size="sm">
              <Tag.Label>{t('period.active')}</Tag.Label>
            </Tag.Root>
          ) : null}
        </HStack>
        {period.pending ? <PendingTag pending={period.pending} /> : null}
        {owner && mayUpdate(period.pending) ? <PeriodChanges owner={owner} period={period} /> : null}
        <Text color={period.description ? undefined : 'fg.muted'}>{period.description || '–'}</Text>
        <Table.Root size="sm" variant="line" bg="transparent">
          <Table.Caption srOnly>{t('period.daysCaption', { range })}</Table.Caption>
          <Table.Body>
            {period.workingDays.map((day) => {
              const bold = active && day.isToday;
              return (
                <Table.Row key={day.weekDay} bg="transparent" data-today={bold ? 'true' : undefined}>
                  <Table.Cell fontWeight={bold ? 'bold' : undefined} py="1" ps="0">
                    {dayName(day.weekDay)}
                    {bold ? <chakra.span srOnly>{` (${t('period.today')})`}</chakra.span> : null}
                  </Table.Cell>
                  <Table.Cell fontWeight={bold ? 'bold' : undefined} py="1" pe="0" textAlign="end">
                    {day.noCharge ? t('period.noCharge') : t('period.hours', { from: day.timeFrom, to: day.timeTo })}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {editHref || onRemove ? (
          <HStack gap="2">
            {editHref && !removal ? (
              <Button asChild size="xs" variant="outline">
                <RouterLink to={editHref} aria-label={t('period.editLabel', { range })}>
                  {t('actions.edit')}
                </RouterLink>
              </Button>
            ) : null}
            {onRemove ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={onRemove}
                aria-label={t(period.pending ? 'period.withdrawLabel' : 'period.removeLabel', { range })}
              >
                {period.pending ? t('actions.withdraw') : t('actions.remove')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
