import dayjs from 'dayjs';
import { matchOneOf } from '../one-of';

/** The types of bonus spec §3 lists: receipts limited in total, per calendar day, or per calendar week. */
export const BONUS_TYPES = ['limit', 'day', 'week'] as const;

/** How a bonus limits receipts (spec §3): in total, per calendar day, or per calendar week. */
export type BonusType = (typeof BONUS_TYPES)[number];

/** One receipt of a bonus by the member (spec §3 userBonus.received). */
export interface BonusReceipt {
  updatedAt: string;
}

/** The member's relation to a bonus (spec §3 userBonus). */
export interface UserBonus {
  _id: string;
  isActive: boolean;
  received: readonly BonusReceipt[];
}

/** A banner of a bonus (spec §3). */
export interface BonusBanner {
  image: string;
  html: string;
}

/** A bonus of GET /api/bonus (spec §3). */
export interface Bonus {
  code: string;
  /** One of {@link BONUS_TYPES}, or a type the spec does not list, as the server sent it (issue 24). */
  type: BonusType | (string & {});
  maxReceived: number;
  percentFail: number;
  banners: readonly BonusBanner[];
  userBonus?: UserBonus | null;
}

/** The fields of a bonus that decide its card state. */
export type BonusStateInput = Pick<Bonus, 'type' | 'maxReceived' | 'userBonus'>;

/** A bonus card's state (spec §2, §4): currently active, received to the limit, or clickable. */
export type BonusState = 'active' | 'exhausted' | 'available';

const PERIOD_OF: Record<BonusType, 'day' | 'week' | null> = { limit: null, day: 'day', week: 'week' };

/**
 * Receipts that count against maxReceived, spec §4: all of them for type 'limit'; for 'day'
 * those whose updatedAt is on the same local calendar day as now; for 'week' those in the same
 * calendar week as now, weeks running Sunday to Saturday (dayjs isSame(now, 'week') in the 'en'
 * locale, whatever global dayjs locale is set). Types are matched case-insensitively. A receipt
 * with an unreadable updatedAt counts only for 'limit'. A type the spec does not list has no
 * period: every receipt is counted, though no limit applies to it (see {@link bonusState}).
 */
export function bonusReceiptCount(bonus: BonusStateInput, now: Date): number {
  const received = bonus.userBonus?.received ?? [];
  const type = matchOneOf(BONUS_TYPES, bonus.type);
  const period = type === null ? null : PERIOD_OF[type];
  if (period === null) return received.length;
  const reference = dayjs(now).locale('en');
  return received.filter((receipt) => {
    const at = dayjs(receipt.updatedAt).locale('en');
    return at.isValid() && at.isSame(reference, period);
  }).length;
}

/**
 * State of a bonus card, spec §4: 'active' when userBonus.isActive; 'exhausted' when
 * {@link bonusReceiptCount} reaches maxReceived (count >= maxReceived, so a maxReceived of 0
 * is exhausted at once); otherwise 'available'. A maxReceived that is not a finite number means
 * no limit. A type the spec does not list (issue 24) has no exhaustion rule: such a bonus is
 * available unless active, and the server decides whether it can be received.
 */
export function bonusState(bonus: BonusStateInput, now: Date): BonusState {
  if (bonus.userBonus?.isActive) return 'active';
  if (matchOneOf(BONUS_TYPES, bonus.type) === null) return 'available';
  const max = bonus.maxReceived;
  if (Number.isFinite(max) && bonusReceiptCount(bonus, now) >= max) return 'exhausted';
  return 'available';
}

/**
 * What a bonus is called on screen (spec section 3 gives a bonus a code, not a name): the name a
 * backend adds as an extension, else the code.
 */
export function bonusTitle({ name, code }: { name?: string | null; code: string }): string {
  return name?.trim() || code;
}
