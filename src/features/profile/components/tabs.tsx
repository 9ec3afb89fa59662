import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';

export interface TabDef {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabDef[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * Tabs as WAI-ARIA describes them (a tablist of tabs, each with its panel): the arrow keys, Home
 * and End move between tabs, Tab moves into the panel. Built on plain buttons so that no extra
 * Chakra recipe reaches the app's start-up styles.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <Box>
      <HStack
        role="tablist"
        aria-label={label}
        gap="1"
        borderBottomWidth="1px"
        overflowX="auto"
        onKeyDown={move}
      >
        {tabs.map((tab, i) => {
          const active = i === index;
          return (
            <Button
              key={tab.id}
              ref={(element) => {
                buttons.current[i] = element;
              }}
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              variant="ghost"
              borderRadius="0"
              borderBottomWidth="3px"
              borderBottomColor={active ? 'blue.solid' : 'transparent'}
              fontWeight={active ? 'semibold' : 'normal'}
              flexShrink={0}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </Button>
          );
        })}
      </HStack>
      {tabs.map((tab, i) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={i !== index}
          pt="5"
        >
          {i === index && tab.panel}
        </Box>
      ))}
    </Box>
  );
}
