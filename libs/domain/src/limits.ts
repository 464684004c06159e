/**
 * Business constants and limits of the product, spec §9 (plus the delays of §4 and §7).
 * Every timing is in milliseconds, every size in the unit its name says.
 */
export const LIMITS = {
  /** Smallest amount a transfer may move, in baht (spec §5, §9). */
  TRANSFER_MINIMUM: 1,
  /** Phone-wallet (wallet-link) deposit minimum in baht, "from texts" (spec §5, §9). */
  TRUE_LINK_MINIMUM: 2,
  /** Exact registration phone length outside the Laos build (spec §5, §9). */
  PHONE_LENGTH: 10,
  /** Longest chat message in characters (spec §5, §9). */
  CHAT_MESSAGE_MAX: 2000,
  /** Chat history page size; skip advances by this much per page (spec §7, §9). */
  CHAT_HISTORY_PAGE_SIZE: 10,
  /** Largest chat image upload in MB (spec §5, §9). */
  CHAT_IMAGE_MAX_MB: 10,
  /** Largest chat video upload in MB (spec §5, §9). */
  CHAT_VIDEO_MAX_MB: 20,
  /** Page size of the invite and refund tables (spec §9). */
  TABLE_PAGE_SIZE: 10,
  /** Page size of the statement list (spec §9). */
  STATEMENT_PAGE_SIZE: 10,
  /**
   * Rows asked per call when the statement is read whole to be filtered on the client (issue 19:
   * spec §7's statement call does not filter); the stand-in pages up to 100.
   */
  STATEMENT_READ_PAGE_SIZE: 100,
  /** The most statement pages one filtered read asks for (10,000 entries at 100 a page), so a read always ends. */
  STATEMENT_READ_MAX_PAGES: 100,
  /** Page size of the slip table (spec §9). */
  SLIP_PAGE_SIZE: 10,
  /** Page size of the spin-wheel coupon table (spec §9). */
  COUPON_PAGE_SIZE: 3,
  /** Statement pagination shows this many page links before the current page (spec §9). */
  PAGINATION_PAGES_BEFORE: 3,
  /** Statement pagination shows this many page links after the current page (spec §9). */
  PAGINATION_PAGES_AFTER: 1,
  /** Delay before a loading indicator appears (spec §7, §9). */
  LOADING_DELAY_MS: 200,
  /** Delay before the agreement modal opens on the home screen (spec §2, §9). */
  AGREEMENT_DELAY_MS: 1500,
  /** Delay of the logout behind the loading overlay (spec §4, §9). */
  LOGOUT_DELAY_MS: 200,
  /** Delay before going to /login after a registration (spec §4, §9). */
  REGISTER_REDIRECT_MS: 2000,
  /** Toast duration on the register screens (spec §8, §9). */
  REGISTER_TOAST_MS: 4000,
  /** How long a chat alert stays visible (spec §5, §9). */
  CHAT_ALERT_MS: 4000,
  /** How long the chat's invite bubble shows, once per visit (not in the spec: issue 17, it covered pages until dismissed). */
  CHAT_INVITE_MS: 6000,
  /** Interval of the chat re-join check while disconnected (spec §4, §9). */
  CHAT_RECONNECT_MS: 5000,
  /** Debounce of the chat mark-as-read call after history changes (spec §4, §7, §9). */
  MARK_READ_DELAY_MS: 1000,
  /** Distance from the bottom under which the chat counts as scrolled to the bottom (spec §9). */
  SCROLL_BOTTOM_THRESHOLD_PX: 60,
  /** Time-out of every call (spec §7, §9). */
  REQUEST_TIMEOUT_MS: 60000,
  /** Time-out of slip and chat uploads (spec §7, §9). */
  UPLOAD_TIMEOUT_MS: 300000,
  /** Refresh interval of the QR countdown (spec §4, §9). */
  QR_COUNTDOWN_TICK_MS: 1000,
  /** Largest spin-wheel canvas side in px (spec §9). */
  WHEEL_CANVAS_MAX_PX: 350,
  /** Share of the window width the spin-wheel canvas may take (spec §9). */
  WHEEL_CANVAS_WIDTH_RATIO: 0.85,
  /** Debounce of the wheel's resize handling (spec §9). */
  WHEEL_RESIZE_DEBOUNCE_MS: 500,
  /** Debounce of the coupon claim confirmation (spec §9). */
  CLAIM_CONFIRM_DEBOUNCE_MS: 500,
  /** Fewest whole extra turns of a spin animation (spec §9). */
  SPIN_EXTRA_TURNS_MIN: 3,
  /** Most whole extra turns of a spin animation (spec §9). */
  SPIN_EXTRA_TURNS_MAX: 4,
  /** Shortest base duration of a spin animation (spec §9). */
  SPIN_DURATION_MIN_MS: 4000,
  /** Longest base duration of a spin animation (spec §9). */
  SPIN_DURATION_MAX_MS: 5000,
  /** Delay between the end of a spin and the prize modal (spec §4, §9). */
  PRIZE_MODAL_DELAY_MS: 2000,
  /** Brightness factor applied to non-winning wheel slices (spec §9). */
  SPIN_DARKEN_FACTOR: 0.25,
} as const;
