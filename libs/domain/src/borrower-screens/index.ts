export * from './constants.js';
export * from './texts.js';
export * from './overview.js';
export * from './fast-loan.js';
export * from './answers.js';
