/**
 * One of several, chosen with buttons: a radio group as WAI-ARIA describes it. The group is one
 * Tab stop (the chosen button, else the first); the arrow keys move to the previous or next
 * button and choose it, wrapping around, and Home and End go to the first and the last (with a
 * modifier held, the keys are left to the browser). A click chooses, and clicking the chosen
 * button again tells onChange once more (the map's search result, say, re-centres on it).
 */
import { Button, Group, Wrap } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ChoiceButtonOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** A longer description, shown on hover. */
  title?: string;
}

export interface ChoiceButtonsProps<T extends string | number> {
  /** The group's accessible name. */
  label: string;
  options: readonly ChoiceButtonOption<T>[];
  /** The chosen value; null when none is chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  /** Joined into one segmented control (a few options), or wrapped as separate buttons (a list). */
  attached?: boolean;
}

const STEP: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function ChoiceButtons<T extends string | number>({ label, options, value, onChange, size = 'sm', attached = false }: ChoiceButtonsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((option) => option.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    buttons.current[index]?.focus();
    onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = STEP[event.key];
    let next: number | null = null;
    if (step) next = (index + step + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  const items = options.map((option, index) => {
    const checked = option.value === value;
    return (
      <Button
        key={option.value}
        ref={(element: HTMLButtonElement | null) => {
          buttons.current[index] = element;
        }}
        size={size}
        role="radio"
        aria-checked={checked}
        tabIndex={index === tabStop ? 0 : -1}
        variant={checked ? 'solid' : 'outline'}
        title={option.title}
        onClick={() => choose(index)}
        onKeyDown={(event) => onKeyDown(event, index)}
      >
        {option.label}
      </Button>
    );
  });

  return attached ? (
    <Group role="radiogroup" aria-label={label} attached>
      {items}
    </Group>
  ) : (
    <Wrap role="radiogroup" aria-label={label} gap="1" flex="1">
      {items}
    </Wrap>
  );
}
