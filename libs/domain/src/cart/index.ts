export * from './constants.js';
export * from './markets.js';
export * from './texts.js';
export * from './rules.js';
export * from './returns.js';
export * from './schemas.js';
