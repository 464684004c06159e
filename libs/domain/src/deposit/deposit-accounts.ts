/** A receiving account of the deposit lookup, as far as the rules below need it (spec §3). */
export interface DepositAccountInput {
  bankCode: string;
  mode: string;
  currency: string;
  bank: { nameTH: string; nameEN: string };
}

/** The deposit lookup's accounts split by how a member pays into them. */
export interface DepositAccountGroups<A extends DepositAccountInput> {
  /** Accounts to transfer to from a bank app (mode AUTO, SMS or any other mode but QR). */
  transfer: A[];
  /** One QR provider per account of mode QR; its bankCode is the provider code of /api/qrcode/{provider}. */
  qr: A[];
}

/**
 * Splits the deposit lookup's banks (spec §3 "Deposit bank account", §9 "Deposit providers: SCB,
 * KBANK (AUTO or QR), GSB, BCEL, and payment providers WW, PAYTIMZ, PAYONEX, ZPAY"): accounts of
 * mode QR are QR providers, every other account takes a bank transfer. Only accounts in the
 * member's currency are kept: a member holding kip pays into kip accounts. When the member's
 * currency is unknown (null, see memberCurrency) every account is kept: the member picks, rather
 * than being shown the accounts of a guessed currency. Order is kept.
 */
export function splitDepositAccounts<A extends DepositAccountInput>(banks: readonly A[], currency: string | null): DepositAccountGroups<A> {
  const held = currency === null ? [...banks] : banks.filter((account) => account.currency === currency);
  return {
    transfer: held.filter((account) => account.mode.toUpperCase() !== 'QR'),
    qr: held.filter((account) => account.mode.toUpperCase() === 'QR'),
  };
}

/** A phone-wallet account of the deposit lookup (spec §3: walletAccountName, mode). */
export interface PhoneWalletInput {
  mode?: string | null;
}

/** The phone wallet's two ways to pay (spec §2, §9 'auto mode or gift-link mode'): the account of each, or null. */
export interface PhoneWalletModes<W> {
  auto: W | null;
  link: W | null;
}

/**
 * Splits the deposit lookup's phone wallets by mode, spec §2 and §9 ('auto mode or gift-link
 * mode'): mode AUTO, in any case, is the automatic account; any other mode, or none, is gift-link
 * mode (the spec names the field, not the other values; issue 24). The first of each is used.
 */
export function phoneWalletModes<W extends PhoneWalletInput>(wallets: readonly W[]): PhoneWalletModes<W> {
  const isAuto = (wallet: W) => (wallet.mode ?? '').trim().toUpperCase() === 'AUTO';
  return { auto: wallets.find(isAuto) ?? null, link: wallets.find((wallet) => !isAuto(wallet)) ?? null };
}

/** How the QR of a QR state is drawn: server markup (sanitized), an image address, or nothing. */
export type QrCodeForm = 'markup' | 'image' | 'none';

/**
 * The QR state's qrcode field, spec §3 ("qrcode (markup)") and issue 9 ("server markup, sanitized;
 * or an image"): text starting with '<' is markup; a data:image, http(s) or root-relative address is
 * an image; anything else (empty included) draws nothing.
 */
export function qrCodeForm(qrcode: string | null | undefined): QrCodeForm {
  const value = (qrcode ?? '').trim();
  if (value.startsWith('<')) return 'markup';
  if (/^(data:image\/|https?:\/\/|\/(?!\/))/i.test(value)) return 'image';
  return 'none';
}
