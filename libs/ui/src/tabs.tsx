import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

/**
 * A segmented control whose every tab is in sight: each label stays whole (never wrapped inside
 * itself) and, when they do not all fit a phone's width, the tabs wrap onto a further row instead of
 * scrolling out of view (issue 25: the last tab, slip upload, was off screen with nothing saying so).
 */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 1 auto;
  max-width: 100%;
  min-height: 40px;
  /* Narrow side padding: four labels share one row of a desktop sheet (issue 40). */
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceRaised : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font-weight: 700;
  cursor: pointer;
`;

export interface TabsProps<Key extends string> {
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  label: string;
  children: ReactNode;
}

/**
 * Tab buttons over one panel; the caller renders the selected panel's content. Keyboard as the
 * WAI-ARIA tabs pattern: only the selected tab is in the Tab order, and the arrow keys (Home, End)
 * move to and select the previous or next tab, wrapping round.
 */
export function Tabs<Key extends string>({ tabs, selected, onSelect, label, children }: TabsProps<Key>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    onSelect(tabs[index].key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };
  return (
    <>
      <List role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            $selected={tab.key === selected}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
}
