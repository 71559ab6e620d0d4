import { Box, Grid, Heading, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NumberKind } from '../format/number';
import { useFormat } from '../format/useFormat';
import type { ComparisonValue } from '../model/comparison';
import { DiffValue } from './DiffValue';

export interface StatMetric {
  /** Defaults to "Količina" for count and "Iznos" for amount. */
  label?: string;
  kind: Extract<NumberKind, 'count' | 'amount' | 'decimal'>;
  value: ComparisonValue;
}

export interface StatBoxProps {
  /** Heading of the box, e.g. "Ukupno". */
  title?: string;
  /** One metric (single value) or several (count and amount). */
  metrics: StatMetric[];
  /** Show compare, difference and percentage. */
  comparing?: boolean;
}

/** Totals box: count and amount (or one value), with compare, difference and percentage when comparing. */
export function StatBox({ title, metrics, comparing = false }: StatBoxProps) {
  const { t } = useTranslation('ds');
  const f = useFormat();
  return (
    <Box as="section" borderWidth="1px" borderRadius="l2" p="4" bg="bg" aria-label={title}>
      {title ? (
        <Heading as="h2" size="md" mb="3">
          {title}
        </Heading>
      ) : null}
      <Grid templateColumns={{ base: '1fr', md: `repeat(${Math.max(metrics.length, 1)}, 1fr)` }} gap="4">
        {metrics.map((m, i) => {
          const label = m.label ?? (m.kind === 'count' ? t('stat.count') : t('stat.amount'));
          return (
            <Stat.Root key={`${label}-${i}`}>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontVariantNumeric="tabular-nums">{f.number(m.value.primary, m.kind)}</Stat.ValueText>
              {comparing ? (
                <Box as="dd" fontSize="sm" mt="1">
                  <Text color="fg.muted">
                    {t('stat.compare')}: <span>{f.number(m.value.compare ?? 0, m.kind)}</span>
                  </Text>
                  <Text>
                    {t('stat.difference')}: <DiffValue value={m.value.difference} kind={m.kind} />
                  </Text>
                  <Text>
                    {t('stat.percentage')}:{' '}
                    <DiffValue value={m.value.percentage} kind="percent" signOf={m.value.difference} />
                  </Text>
                </Box>
              ) : null}
            </Stat.Root>
          );
        })}
      </Grid>
    </Box>
  );
}
