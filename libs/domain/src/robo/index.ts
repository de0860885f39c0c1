export * from './constants.js';
export * from './texts.js';
export * from './allocation.js';
export * from './fees.js';
export * from './schemas.js';
export * from './transfer.js';
export * from './resale.js';
export * from './resale-market.js';
