import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

/**
 * A segmented control on one line: each label stays whole (never wrapped onto two lines) and, when
 * they do not all fit a phone's width, the row scrolls sideways instead.
 */
const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 1 0 auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
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

/** Tab buttons over one panel; the caller renders the selected panel's content. */
export function Tabs<Key extends string>({ tabs, selected, onSelect, label, children }: TabsProps<Key>) {
  const id = useId();
  return (
    <>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
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
