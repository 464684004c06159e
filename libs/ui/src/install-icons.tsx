import { Icon, type IconProps } from './icons';

// The installable app's icons (issue 29): the member menu's 'Install app' and Safari's buttons in
// the steps it shows on an iPhone or iPad.

/** A phone with an arrow down into it: the member menu's 'Install app'. */
export const InstallIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M12 6v8M9 11l3 3 3-3M11 18h2" />
  </Icon>
);

/** Safari's Share button: a box with an arrow up out of it. */
export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 10H6v11h12V10h-2" />
  </Icon>
);

/** Safari's 'Add to Home Screen': a rounded square with a plus. */
export const AddSquareIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </Icon>
);
