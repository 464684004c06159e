import { memo, type ReactNode } from 'react';
import { Bar, ButtonItem, LinkItem } from './bottom-menu.styles';
import { useWideScreen } from './use-wide-screen';

export interface BottomMenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A route to go to; leave out and give onSelect for items that open something instead. */
  to?: string;
  onSelect?: () => void;
  /** The big centre button (on a phone; a plain item in the desktop top navigation). */
  primary?: boolean;
}

/**
 * Home leads the desktop strip, where the phone has it in the middle. The items are put in that
 * order rather than moved by CSS, so Tab goes through them in the order they are seen (issue 40).
 */
function primaryFirst(items: readonly BottomMenuItem[]): readonly BottomMenuItem[] {
  return [...items.filter((item) => item.primary), ...items.filter((item) => !item.primary)];
}

/**
 * The menu: at the bottom on a phone, a top navigation under the top bar from 900 px. Drawn again
 * only for new items (its links follow the route themselves), not with each draw of the frame.
 */
export const BottomMenu = memo(function BottomMenu({ items, label }: { items: readonly BottomMenuItem[]; label: string }) {
  const wide = useWideScreen();
  return (
    <Bar aria-label={label}>
      <ul>
        {(wide ? primaryFirst(items) : items).map((item) => (
          <li key={item.key} data-primary={item.primary || undefined}>
            {item.to ? (
              <LinkItem to={item.to} end $primary={item.primary}>
                {item.icon}
                <span>{item.label}</span>
              </LinkItem>
            ) : (
              <ButtonItem type="button" $primary={item.primary} onClick={item.onSelect}>
                {item.icon}
                <span>{item.label}</span>
              </ButtonItem>
            )}
          </li>
        ))}
      </ul>
    </Bar>
  );
});
