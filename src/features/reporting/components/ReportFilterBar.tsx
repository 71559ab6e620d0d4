/**
 * The filters of every sales report (reporting.md §2, §4): the primary range, the comparison
 * checkbox with its range and presets, the sales channels (and services on the dashboard).
 * Edits are held here and applied only by Search, after validation.
 */
import { Box, Button, Group, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonToggle, EMPTY_RANGE } from '../../../design-system/components/ComparisonToggle';
import { DateRangePicker } from '../../../design-system/components/DateRangePicker';
import { MultiSelect } from '../../../design-system/components/MultiSelect';
import { toIsoDate, type DateRange } from '../../../design-system/format/date';
import { isCompleteRange as isComplete } from '../../../design-system/model/dateRange';
import type { Reference } from '../model/reports';
import {
  COMPARE_PRESETS,
  compareRangeFor,
  unknownIds,
  validateRange,
  type ReportFilters,
  type RangeError,
} from '../model/filters';

export interface ReportFilterBarProps {
  applied: ReportFilters;
  onApply: (next: ReportFilters) => void;
  today: Date;
  /** The sales channels to choose from; omitted: no channel selector (parks). */
  channels?: Reference[];
  /** The services to choose from (dashboard only). */
  services?: Reference[];
}

interface Draft {
  primary: DateRange;
  comparing: boolean;
  compare: DateRange;
  channels: number[] | null;
  services: number[] | null;
}

function draftOf(applied: ReportFilters): Draft {
  return {
    primary: applied.primary,
    comparing: applied.compare !== null,
    compare: applied.compare ?? EMPTY_RANGE,
    channels: applied.channels ? [...applied.channels] : null,
    services: applied.services ? [...applied.services] : null,
  };
}

/** Everything chosen is sent as "all" (no narrowing), so a new channel shows up by itself. */
function narrowed(selected: number[], all: Reference[] | undefined): number[] | null {
  if (!all || selected.length === all.length) return null;
  return selected;
}

/** Filters applied elsewhere (Search, Back, a link) replace the held edits: the form starts afresh. */
export const ReportFilterBar = memo(function ReportFilterBar(props: ReportFilterBarProps) {
  return <ReportFilterForm key={JSON.stringify(props.applied)} {...props} />;
});

function ReportFilterForm({ applied, onApply, today, channels, services }: ReportFilterBarProps) {
  const { t } = useTranslation('reporting');
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const [errors, setErrors] = useState<{ primary?: RangeError; compare?: RangeError }>({});
  const max = toIsoDate(today);

  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const allIds = (list: Reference[] | undefined) => (list ?? []).map((r) => r.id);

  // Ids not in their list (from a link) are refused as the server would (inArray), shown at once.
  const notInList = {
    services: services ? unknownIds(draft.services, services).length > 0 : false,
    channels: channels ? unknownIds(draft.channels, channels).length > 0 : false,
  };
  const listMessage = (unknown: boolean) => (unknown ? t('filters.errors.notExistsInArray') : undefined);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const primaryError = validateRange(draft.primary, max);
    const compareError = draft.comparing ? validateRange(draft.compare, max) : null;
    setErrors({ primary: primaryError ?? undefined, compare: compareError ?? undefined });
    if (primaryError || compareError || !isComplete(draft.primary) || notInList.services || notInList.channels) return;
    onApply({
      primary: draft.primary,
      compare: draft.comparing && isComplete(draft.compare) ? draft.compare : null,
      channels: channels ? narrowed(draft.channels ?? allIds(channels), channels) : applied.channels,
      services: services ? narrowed(draft.services ?? allIds(services), services) : applied.services,
    });
  };

  // On a phone the presets wrap, each a button of its own; from md up they are one attached row.
  const presetsAttached = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? true;
  const message = (error: RangeError | undefined) => (error ? t(`filters.errors.${error}`) : undefined);

  return (
    <Box as="form" onSubmit={onSearch} borderWidth="1px" borderRadius="l2" p="4" aria-label={t('filters.label')}>
      <Stack gap="4">
        <HStack gap="6" align="flex-start" wrap="wrap">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="sm">
              {t('filters.period')}
            </Text>
            <DateRangePicker
              name="primary"
              value={draft.primary}
              onChange={(primary) => update({ primary })}
              max={max}
              today={today}
              required
              beginError={message(errors.primary)}
            />
          </Stack>
          <Stack gap="2">
            <ComparisonToggle
              comparing={draft.comparing}
              onComparingChange={(comparing) =>
                update({
                  comparing,
                  compare:
                    comparing && isComplete(draft.primary) ? compareRangeFor('previousPeriod', draft.primary) : EMPTY_RANGE,
                })
              }
              compareRange={draft.compare}
              onCompareRangeChange={(compare) => update({ compare })}
              max={max}
              today={today}
              pickerProps={{ beginError: message(errors.compare), required: true }}
            />
            {draft.comparing ? (
              <Group attached={presetsAttached} aria-label={t('filters.presets')} role="group" flexWrap="wrap" maxW="full">
                {COMPARE_PRESETS.map((preset) => (
                  <Button
                    key={preset}
                    size="xs"
                    variant="outline"
                    disabled={!isComplete(draft.primary)}
                    onClick={() =>
                      isComplete(draft.primary) && update({ compare: compareRangeFor(preset, draft.primary) })
                    }
                  >
                    {t(`filters.preset.${preset}`)}
                  </Button>
                ))}
              </Group>
            ) : null}
          </Stack>
        </HStack>
        <HStack gap="3" wrap="wrap">
          {services ? (
            <MultiSelect
              label={t('filters.services')}
              options={services.map((s) => ({ value: s.id, label: s.name }))}
              selected={draft.services ?? allIds(services)}
              onChange={(selected) => update({ services: selected })}
              error={listMessage(notInList.services)}
            />
          ) : null}
          {channels ? (
            <MultiSelect
              label={t('filters.channels')}
              options={channels.map((c) => ({ value: c.id, label: c.name }))}
              selected={draft.channels ?? allIds(channels)}
              onChange={(selected) => update({ channels: selected })}
              error={listMessage(notInList.channels)}
            />
          ) : null}
          <Button type="submit" colorPalette="brand" size="sm">
            {t('filters.search')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
