/**
 * Tabs as WAI-ARIA describes them (tablist, tab, tabpanel; arrow keys, Home and End move between
 * tabs; only the chosen tab is in the tab order). The chosen tab lives in the URL (?tab=), so a
 * reload or a link keeps it.
 */
import { Box, Button, HStack } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition {
  value: string;
  label: string;
  content: ReactNode;
}

export function ZoneTabs({ tabs, value, onChange, label }: { tabs: TabDefinition[]; value: string; onChange: (value: string) => void; label: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.value === value));
  const move = (next: number) => {
    const target = (next + tabs.length) % tabs.length;
    onChange(tabs[target]!.value);
    refs.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  return (
    <Box>
      <HStack role="tablist" aria-label={label} gap="1" borderBottomWidth="1px" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => {
          const selected = i === index;
          return (
            <Button
              key={tab.value}
              ref={(element) => {
                refs.current[i] = element;
              }}
              role="tab"
              id={`${base}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              variant="ghost"
              size="sm"
              borderRadius="0"
              borderBottomWidth="3px"
              borderColor={selected ? 'brand.solid' : 'transparent'}
              fontWeight={selected ? 'semibold' : 'normal'}
              mb="-1px"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </Button>
          );
        })}
      </HStack>
      {tabs.map((tab, i) =>
        i === index ? (
          <Box key={tab.value} role="tabpanel" id={`${base}-panel-${tab.value}`} aria-labelledby={`${base}-tab-${tab.value}`} pt="4" tabIndex={0}>
            {tab.content}
          </Box>
        ) : null,
      )}
    </Box>
  );
}
