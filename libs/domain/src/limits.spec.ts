import { LIMITS } from './limits';

describe('LIMITS (spec §9)', () => {
  it('holds the money, phone and chat limits of the spec', () => {
    expect(LIMITS).toMatchObject({
      TRANSFER_MINIMUM: 1,
      TRUE_LINK_MINIMUM: 2,
      PHONE_LENGTH: 10,
      CHAT_MESSAGE_MAX: 2000,
      CHAT_HISTORY_PAGE_SIZE: 10,
      CHAT_IMAGE_MAX_MB: 10,
      CHAT_VIDEO_MAX_MB: 20,
    });
  });

  it('holds the page sizes of the spec', () => {
    expect(LIMITS).toMatchObject({
      TABLE_PAGE_SIZE: 10,
      STATEMENT_PAGE_SIZE: 10,
      SLIP_PAGE_SIZE: 10,
      COUPON_PAGE_SIZE: 3,
      PAGINATION_PAGES_BEFORE: 3,
      PAGINATION_PAGES_AFTER: 1,
    });
  });

  it('holds the delays and time-outs of the spec in milliseconds', () => {
    expect(LIMITS).toMatchObject({
      LOADING_DELAY_MS: 200,
      AGREEMENT_DELAY_MS: 1500,
      LOGOUT_DELAY_MS: 200,
      REGISTER_REDIRECT_MS: 2000,
      REGISTER_TOAST_MS: 4000,
      CHAT_ALERT_MS: 4000,
      CHAT_RECONNECT_MS: 5000,
      MARK_READ_DELAY_MS: 1000,
      SCROLL_BOTTOM_THRESHOLD_PX: 60,
      REQUEST_TIMEOUT_MS: 60000,
      UPLOAD_TIMEOUT_MS: 300000,
      QR_COUNTDOWN_TICK_MS: 1000,
    });
  });

  it('holds the spin-wheel numbers of the spec', () => {
    expect(LIMITS).toMatchObject({
      WHEEL_CANVAS_MAX_PX: 350,
      WHEEL_CANVAS_WIDTH_RATIO: 0.85,
      WHEEL_RESIZE_DEBOUNCE_MS: 500,
      CLAIM_CONFIRM_DEBOUNCE_MS: 500,
      SPIN_EXTRA_TURNS_MIN: 3,
      SPIN_EXTRA_TURNS_MAX: 4,
      SPIN_DURATION_MIN_MS: 4000,
      SPIN_DURATION_MAX_MS: 5000,
      PRIZE_MODAL_DELAY_MS: 2000,
      SPIN_DARKEN_FACTOR: 0.25,
    });
  });
});
