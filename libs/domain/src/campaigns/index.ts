export * from './constants.js';
export * from './texts.js';
export * from './rules.js';
export * from './schemas.js';
export * from './referral.js';
export * from './referral-texts.js';
