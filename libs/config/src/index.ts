export {
  REGION_PRESETS,
  SUPPORTED_LOCALES,
  choosesCurrency,
  regionFromEnv,
  type Currency,
  type Locale,
  type RegionCode,
  type RegionConfig,
  type RegionEnv,
} from './region-config';
export { RegionProvider, useRegion } from './region-context';
export { STORAGE_KEYS } from './storage-keys';
export { browserStorage, type StorageArea } from './browser-storage';
export { acceptAgreementForVisit, agreementAcceptedThisVisit, memberAgreementAcknowledged, publicAgreementAcknowledged } from './agreement-flags';
export { noteFieldProblem, takeFieldProblems, type FieldProblem } from './field-problems';
