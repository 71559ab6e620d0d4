/**
 * What a list row expands to: a parking provider's sales channels with their shares (from the row
 * itself, and its compare period's row), or a garage's channels, loaded when the row is opened.
 */
import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../design-system/format/useFormat';
import { share } from '../../../design-system/model/comparison';
import type { channelTotalsOptions } from '../api/channel-totals';
import { useCompared } from '../api/use-compared';
import type { ChannelShare, ReportRequest } from '../model/reports';
import { compareReport, compareRows, type ComparedRow, type Valid } from '../model/compared';
import { ComparisonCell } from '../../../design-system/components/ComparisonCell';
import { ComparedTable } from './ComparedTable';

/**
 * A provider's or an article's channels: valid count and amount, each with its share of the row's
 * total; when comparing also the compare value, the difference and the percentage of each
 * (reporting.md §3), the channels of the two periods paired by id.
 */
export function ChannelShares({
  channels,
  total,
  compare,
}: {
  channels: readonly ChannelShare[] | undefined;
  total: Valid | undefined;
  /** The compare period's channels and total of the same row (absent from that period: none); null when not comparing. */
  compare: { channels: readonly ChannelShare[] | undefined; total: Valid | undefined } | null;
}) {
  const { t } = useTranslation('reporting');
  const format = useFormat();
  const comparing = compare !== null;
  const rows = compareRows(channels ?? [], comparing ? (compare.channels ?? []) : undefined).sort(
    (a, b) => b.amount.primary - a.amount.primary || (b.amount.compare ?? 0) - (a.amount.compare ?? 0),
  );
  const figure = (measure: 'count' | 'amount') => {
    const field = measure === 'count' ? 'validCount' : 'validAmount';
    const shown = (value: number) => (measure === 'count' ? format.count(value) : format.amount(value));
    return [
      { key: measure, header: t(`columns.${measure}`), cell: (r: ComparedRow<ChannelShare>) => shown(r[measure].primary) },
      ...(comparing
        ? [
            { key: `${measure}Compare`, header: t(`columns.${measure}Compare`), cell: (r: ComparedRow<ChannelShare>) => shown(r[measure].compare ?? 0) },
            {
              key: `${measure}Difference`,
              header: t(`columns.${measure}Difference`),
              cell: (r: ComparedRow<ChannelShare>) => <ComparisonCell value={r[measure]} kind={measure} part="difference" />,
            },
            {
              key: `${measure}Percentage`,
              header: t(`columns.${measure}Percentage`),
              cell: (r: ComparedRow<ChannelShare>) => <ComparisonCell value={r[measure]} kind={measure} part="percentage" />,
            },
          ]
        : []),
      {
        key: `${measure}Share`,
        header: t(`columns.${measure}Share`),
        cell: (r: ComparedRow<ChannelShare>) => format.percent(share(r[measure].primary, total?.[field] ?? 0)),
      },
    ];
  };
  const columns = [...figure('count'), ...figure('amount')];
  return (
    <Box py="2" px="4">
      <Table.Root size="sm" maxW={comparing ? undefined : '3xl'}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          {t('list.channelsOfRow')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('columns.channel')}</Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} scope="col" textAlign="end">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length + 1} color="fg.muted">
                {t('empty.title')}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.name}</Table.Cell>
                {columns.map((c) => (
                  <Table.Cell key={c.key} textAlign="end">
                    {c.cell(r)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The channels of a compared row (a parking provider, a parking or sales article), from each period's row. */
export function RowChannels<R extends Valid & { channels?: readonly ChannelShare[] }>({ row, comparing }: { row: ComparedRow<R>; comparing: boolean }) {
  return (
    <ChannelShares
      channels={row.primaryRow?.channels}
      total={row.primaryRow}
      compare={comparing ? { channels: row.compareRow?.channels, total: row.compareRow } : null}
    />
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
  const { rows, totals, ready } = compareReport(report.primary, report.compare, comparing);
  return (
    <Box py="2" px="4">
      {/* A failed period leaves nothing to compare: the error alone, not the other period's figures. */}
      {report.error ? (
        <Box role="alert" color="fg.error" fontSize="sm">
          {t('loadFailed')}
        </Box>
      ) : (
        <ComparedTable
          caption={t('list.channelsOfRow')}
          nameHeader={t('columns.channel')}
          rows={rows}
          totals={totals}
          comparing={comparing}
          loading={!ready}
        />
      )}
    </Box>
  );
}
