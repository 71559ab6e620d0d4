/**
 * The filters of the transaction, receipt and ticket lists (reporting.md §2, §5): the range with
 * the quick presets today and yesterday, and on transaction lists the text field (plate, ticket
 * number or code) and the display option. Edits are held until Search. The plate rule: when the
 * range spans more than one day, the text field is mandatory; its message shows and Search stays
 * disabled until the field is filled.
 */
import { Box, Button, chakra, HStack, Input, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../design-system/components/DateRangePicker';
import { FormField } from '../../../design-system/components/FormField';
import type { DateRange } from '../../../design-system/format/date';
import { isCompleteRange } from '../../../design-system/model/dateRange';
import { breaksPlateRule, DISPLAY_OPTIONS, windowBounds, type DisplayOption, type ListFilters, type ListWindow } from '../model/list-filters';

export interface ListTextField {
  label: string;
  /** The plate rule's message for this list. */
  ruleMessage: string;
}

export interface ListFilterFormProps {
  /** The filters the list shows (from the URL). */
  applied: ListFilters;
  window: ListWindow;
  today: Date;
  /** Transaction lists: the text field and the display option. */
  text?: ListTextField;
  onSearch: (next: Omit<ListFilters, 'page'>) => void;
  /** The spreadsheet download of what the list shows. */
  download: { onClick: () => void; loading: boolean };
}

/** Filters applied elsewhere (Search, Back, a link) replace the held edits. */
export function ListFilterForm(props: ListFilterFormProps) {
  const { page: _page, ...applied } = props.applied;
  return <FilterForm key={JSON.stringify(applied)} {...props} />;
}

function FilterForm({ applied, window, today, text, onSearch, download }: ListFilterFormProps) {
  const { t } = useTranslation('transactions');
  const [range, setRange] = useState<DateRange>({ begin: applied.begin, end: applied.end });
  const [search, setSearch] = useState(applied.search);
  const [display, setDisplay] = useState<DisplayOption>(applied.display);
  const [submitted, setSubmitted] = useState(false);
  const bounds = windowBounds(window, today);

  const rangeError = submitted && !isCompleteRange(range) ? t('filters.rangeRequired') : undefined;
  const ruleBroken = !!text && breaksPlateRule(range, search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isCompleteRange(range) || ruleBroken) return;
    onSearch({ begin: range.begin, end: range.end, search: text ? search.trim() : '', display: text ? display : 'sve' });
  };

  return (
    <chakra.form onSubmit={submit} aria-label={t('filters.label')} bg="bg" borderWidth="1px" borderRadius="md" p="4" noValidate>
      <Stack gap="4">
        <DateRangePicker
          value={range}
          onChange={setRange}
          min={bounds.min}
          max={bounds.max}
          today={today}
          required
          beginPresets={[]}
          endPresets={[]}
          rangePresets={['today', 'yesterday']}
          beginError={rangeError && !range.begin ? rangeError : undefined}
          endError={rangeError && !range.end ? rangeError : undefined}
          name="list"
        />
        {text ? (
          <Wrap gap="4" align="flex-start">
            <Box minW="64" flex="1" maxW="md">
              <FormField label={text.label} required={range.begin !== range.end} error={ruleBroken ? text.ruleMessage : undefined}>
                <Input name="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
              </FormField>
            </Box>
            <Box minW="48">
              <FormField label={t('filters.display')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="display" value={display} onChange={(event) => setDisplay(event.target.value as DisplayOption)}>
                    {DISPLAY_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {t(`filters.displayOptions.${option}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Box>
          </Wrap>
        ) : null}
        <HStack gap="2" justify="flex-end">
          <Button variant="outline" colorPalette="brand" loading={download.loading} loadingText={t('filters.download')} onClick={download.onClick}>
            {t('filters.download')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={ruleBroken}>
            {t('filters.search')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
