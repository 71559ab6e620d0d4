/**
 * What a list row expands to: a parking provider's sales channels with their shares (from the row
 * itself), or a garage's channels, loaded when the row is opened.
 */
import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../design-system/format/useFormat';
import { share } from '../../../design-system/model/comparison';
import type { channelTotalsOptions } from '../api/channel-totals';
import { useCompared } from '../api/use-compared';
import type { ChannelShare, ReportRequest } from '../model/reports';
import { compareReport } from '../model/compared';
import { ComparedTable } from './ComparedTable';

/** A provider's channels: valid count and amount, each with its share of the provider's total. */
export function ChannelShares({ channels, total }: { channels: ChannelShare[]; total: { validCount: number; validAmount: number } }) {
  const { t } = useTranslation('reporting');
  const format = useFormat();
  const sorted = [...channels].sort((a, b) => b.validAmount - a.validAmount);
  return (
    <Box py="2" px="4">
      <Table.Root size="sm" maxW="3xl">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {t('list.channelsOfRow')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('columns.channel')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('columns.count')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('columns.countShare')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('columns.amountShare')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} color="fg.muted">
                {t('empty.title')}
              </Table.Cell>
            </Table.Row>
          ) : (
            sorted.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{c.name}</Table.Cell>
                <Table.Cell textAlign="end">{format.count(c.validCount)}</Table.Cell>
                <Table.Cell textAlign="end">{format.percent(share(c.validCount, total.validCount))}</Table.Cell>
                <Table.Cell textAlign="end">{format.amount(c.validAmount)}</Table.Cell>
                <Table.Cell textAlign="end">{format.percent(share(c.validAmount, total.validAmount))}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Sales channels loaded when a row opens (a garage on the list, a garage article at its price), for
 * the same periods as the page.
 */
export function LazyChannels({
  options,
  primary,
  compare,
}: {
  options: (request: ReportRequest) => ReturnType<ReturnType<typeof channelTotalsOptions>>;
  primary: ReportRequest;
  compare: ReportRequest | null;
}) {
  const { t } = useTranslation('reporting');
  const report = useCompared(options, primary, compare);
  const comparing = compare !== null;
  const { rows, totals } = compareReport(report.primary, report.compare, comparing);
  return (
    <Box py="2" px="4">
      <ComparedTable
        caption={t('list.channelsOfRow')}
        nameHeader={t('columns.channel')}
        rows={rows}
        totals={totals}
        comparing={comparing}
        loading={report.isPending}
      />
      {report.error ? (
        <Box role="alert" color="fg.error" fontSize="sm" mt="2">
          {t('loadFailed')}
        </Box>
      ) : null}
    </Box>
  );
}
