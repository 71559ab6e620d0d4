/**
 * A state's icon and label (operations.md §4): OK a check, WARNING an exclamation mark, CRITICAL a
 * cross, PENDING a clock, anything else a question mark. The colour repeats what the icon and the
 * label already say.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { StateKind } from '../model/states';

const PATHS: Record<StateKind, string> = {
  ok: 'm7 12.5 3.5 3.5L17 9',
  warning: 'M12 7v6M12 16.5v.5',
  critical: 'm8.5 8.5 7 7M15.5 8.5l-7 7',
  pending: 'M12 7v5l3 2',
  unknown: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 16.5v.5',
};

export const STATE_PALETTE: Record<StateKind, string> = {
  ok: 'green',
  warning: 'yellow',
  critical: 'red',
  pending: 'blue',
  unknown: 'gray',
};

/** The round icon; decorative (aria-hidden) unless a label is given. */
export function StateIcon({ kind, size = '1.25em', label }: { kind: StateKind; size?: string; label?: string }) {
  const palette = STATE_PALETTE[kind];
  return (
    <Box
      as="span"
      display="inline-flex"
      flexShrink={0}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      color={kind === 'warning' ? 'yellow.950' : 'white'}
      bg={`${palette}.solid`}
      borderRadius="full"
      data-state-kind={kind}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {kind === 'pending' ? <circle cx="12" cy="12" r="6.5" strokeWidth="1.8" /> : null}
        <path d={PATHS[kind]} />
      </svg>
    </Box>
  );
}

/** The icon with its label as text. */
export function StateLabel({ kind, label, size }: { kind: StateKind; label: string; size?: string }) {
  return (
    <HStack as="span" gap="1.5" display="inline-flex" data-state={kind}>
      <StateIcon kind={kind} size={size} />
      <Text as="span" fontWeight="medium">
        {label}
      </Text>
    </HStack>
  );
}
