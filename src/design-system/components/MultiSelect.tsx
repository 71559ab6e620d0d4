import { Button, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from './overlays';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';

export interface MultiSelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

export interface MultiSelectProps<V extends string | number> {
  /** Visible label, e.g. "Prodajni kanali"; names the trigger. */
  label: string;
  options: MultiSelectOption<V>[];
  selected: V[];
  onChange: (selected: V[]) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  /** A message under the field (e.g. a chosen value that is not in the list); the trigger points to it. */
  error?: string;
}

export type SelectionState = 'all' | 'some' | 'none';

export function selectionState(selectedCount: number, total: number): SelectionState {
  if (total > 0 && selectedCount >= total) return 'all';
  return selectedCount === 0 ? 'none' : 'some';
}

/**
 * Dropdown of checkboxes with a select-all entry (reporting.md §2, dashboard filters).
 * The trigger shows "Sve" / "n od m" and turns warning-coloured when not all are chosen
 * and danger-coloured when none is (data-selection="all|some|none").
 */
export function MultiSelect<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  disabled,
  size = 'sm',
  error,
}: MultiSelectProps<V>) {
  const { t } = useTranslation('ds');
  const labelId = useId();
  const errorId = useId();
  const chosen = new Set(selected);
  const count = options.filter((o) => chosen.has(o.value)).length;
  const state = selectionState(count, options.length);
  const summary =
    state === 'all'
      ? t('multiSelect.all')
      : state === 'none'
        ? t('multiSelect.none')
        : t('multiSelect.countOf', { shown: count, total: options.length });
  const palette = state === 'all' ? 'gray' : state === 'some' ? 'orange' : 'red';

  const toggle = (value: V, on: boolean) => {
    const next = on
      ? [...selected.filter((v) => v !== value), value]
      : selected.filter((v) => v !== value);
    // Keep the options' order.
    const set = new Set(next);
    onChange(options.filter((o) => set.has(o.value)).map((o) => o.value));
  };

  const menu = (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button
          variant={state === 'all' ? 'outline' : 'subtle'}
          colorPalette={palette}
          size={size}
          disabled={disabled}
          data-selection={state}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          justifyContent="space-between"
          minW="48"
        >
          <span id={labelId}>
            <span>{label}</span>: <span>{summary}</span>
          </span>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" minW="56">
            <Menu.CheckboxItem
              value="__all__"
              checked={state === 'all'}
              onCheckedChange={(on) => onChange(on ? options.map((o) => o.value) : [])}
              fontWeight="semibold"
            >
              {t('multiSelect.selectAll')}
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.Separator />
            {options.map((o) => (
              <Menu.CheckboxItem
                key={String(o.value)}
                value={String(o.value)}
                checked={chosen.has(o.value)}
                onCheckedChange={(on) => toggle(o.value, on)}
              >
                {o.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
  // Without a message the trigger stands alone, as everywhere else.
  if (!error) return menu;
  return (
    <Stack gap="1">
      {menu}
      <Text id={errorId} fontSize="sm" color="fg.error">
        {error}
      </Text>
    </Stack>
  );
}
