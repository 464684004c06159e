export const NAMESPACES = ['common', 'auth', 'wallet', 'bonus', 'spin', 'chat', 'errors', 'update'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** The namespaces every first screen needs; the rest load with the features that use them. */
export const FIRST_LOAD_NAMESPACES = ['common', 'auth', 'errors'] as const satisfies readonly Namespace[];
/** The update prompt's texts come with its code, every language at once (update-texts.ts). */
type WithItsCode = 'update';
export type FeatureNamespace = Exclude<Namespace, (typeof FIRST_LOAD_NAMESPACES)[number] | WithItsCode>;
