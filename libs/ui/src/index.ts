// Loads the typed translation keys for every library that uses the UI kit.
import type {} from '@wallet/i18n';

export { Alert, type Tone } from './alert';
export { BottomMenu, type BottomMenuItem } from './bottom-menu';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Carousel, type CarouselProps } from './carousel';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { CopyButton, type CopyButtonProps } from './copy-button';
export { DismissButton, type DismissButtonProps } from './dismiss-button';
export { GlobalStyle, themeScopeStyles } from './global-style';
export {
  ChatIcon,
  CopyIcon,
  DocumentIcon,
  GlobeIcon,
  HomeIcon,
  ListIcon,
  LockIcon,
  LoginIcon,
  LogoutIcon,
  PlayIcon,
  RefreshIcon,
  UserIcon,
  UserPlusIcon,
  WalletIcon,
} from './icons';
export { Input, type InputProps } from './input';
export { LanguageSelect } from './language-select';
export { LauncherClearance } from './launcher-clearance';
export { LOADING_DELAY_MS, LoadingOverlay } from './loading-overlay';
export { Modal, type ModalProps } from './modal';
export { OfflineBanner, useMoneyActionPause, useOnline } from './offline';
export { CURRENCY_SIGN, Money, currencySign, moneyHeader, type MoneyProps, type MoneySize } from './money';
export { Card, clearOfFloatingControls, floatingLaneBottom, MainLandmark, Page, PageTitle, SectionHead } from './page';
export { Pagination, type PaginationProps } from './pagination';
export { pageCount, paginationRange, type PageItem } from './pagination-range';
export { RetryAlert, type RetryAlertProps } from './retry-alert';
export { loadSanitizer, SafeHtml } from './safe-html';
export { Select, type SelectOption, type SelectProps } from './select';
export { Table, type TableColumn, type TableProps } from './table';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { darkTheme, lightTheme, type WalletTheme } from './theme';
export { DEFAULT_TOAST_MS, ToastProvider, useToast, useToastScope, type ToastInput } from './toast';
export { TopBar } from './top-bar';
export { useDelayedFlag } from './use-delayed-flag';
export { useDocumentTitle } from './use-document-title';
export { useSingleFlight, useSingleSuccess } from './use-single-flight';
export { VideoModal, type VideoModalProps } from './video-modal';
