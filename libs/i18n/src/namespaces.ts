export const NAMESPACES = ['common', 'auth', 'wallet', 'bonus', 'spin', 'chat', 'errors', 'update'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** The namespaces every first screen needs; the rest load with the features that use them (the public screens' 'auth' too). */
export const FIRST_LOAD_NAMESPACES = ['common', 'errors'] as const satisfies readonly Namespace[];
/** The update prompt's texts come with its code, every language at once (update-texts.ts). */
type WithItsCode = 'update';
export type FeatureNamespace = Exclude<Namespace, (typeof FIRST_LOAD_NAMESPACES)[number] | WithItsCode>;

/**
 * Parts of a namespace that load on their own, when the screen that shows them loads: a part's
 * texts are `<namespace>.<part>.json` and sit under `<part>` in the namespace, as if one file.
 */
export const TEXT_PARTS = {
  auth: ['register'],
  wallet: ['deposit', 'withdraw', 'refund', 'profile', 'password', 'statement', 'slip', 'slipReason', 'bankName', 'banner', 'session', 'transfer'],
  errors: ['code'],
} as const satisfies Partial<Record<Namespace, readonly string[]>>;
export type PartedNamespace = keyof typeof TEXT_PARTS;
export type TextPart<N extends PartedNamespace> = (typeof TEXT_PARTS)[N][number];
