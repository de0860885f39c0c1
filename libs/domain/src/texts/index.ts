/** Every user-visible text in one entry point: the spec's messages, field and stored-value labels, and each feature's texts. */
export * from '../messages/index.js';
export * from '../schemas/labels.js';
export * from '../options/stored-labels.js';
export * from '../options/outbox-kinds.js';
export * from '../account-screens/texts.js';
export * from '../account/texts.js';
export * from '../borrower-screens/texts.js';
export * from '../cart/texts.js';
export * from '../checkout/texts.js';
export * from '../clearing/texts.js';
export * from '../credit-try/texts.js';
export * from '../inbox/texts.js';
export * from '../legal-collection/texts.js';
export * from '../market/texts.js';
export * from '../orders/texts.js';
export * from '../servicing/texts.js';
