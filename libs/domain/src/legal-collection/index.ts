export * from './constants.js';
export * from './court-fee.js';
export * from './rules.js';
export * from './texts.js';
export * from './schemas.js';
export * from './answers.js';
