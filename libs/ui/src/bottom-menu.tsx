import { memo, type ReactNode } from 'react';
import { Bar, ButtonItem, LinkItem } from './bottom-menu.styles';

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
 * The menu: at the bottom on a phone, a top navigation under the top bar from 900 px. Drawn again
 * only for new items (its links follow the route themselves), not with each draw of the frame.
 */
export const BottomMenu = memo(function BottomMenu({ items, label }: { items: readonly BottomMenuItem[]; label: string }) {
  return (
    <Bar aria-label={label}>
      <ul>
        {items.map((item) => (
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
