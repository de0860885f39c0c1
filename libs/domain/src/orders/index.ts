export * from './constants.js';
export * from './texts.js';
export * from './rules.js';
export * from './schemas.js';
export * from './investments.js';
export * from './answers.js';
export * from './assign.js';
export * from './investment-page.js';
