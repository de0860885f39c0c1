export * from './constants.js';
export * from './ledger.js';
export * from './withdrawal-fee.js';
export * from './virtual-account.js';
export * from './texts.js';
export * from './schemas.js';
export * from './annual-statement.js';
