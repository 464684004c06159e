export const NAMESPACES = ['common', 'auth', 'wallet', 'bonus', 'spin', 'chat', 'errors'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
