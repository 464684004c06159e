// What the api's answers and failures say to the member, in the current language: the api reads
// and classifies (libs/api), these turn that into words; screens (features, shell) import them.
export { ApiErrorText, useApiErrorText } from './api-error-text';
export { MoneyErrorText } from './money-error-text';
export { ServerMessageText } from './server-message-text';
export { useMoneyText } from './use-money-text';
