export * from './xirr.js';
export * from './answers.js';
export * from './texts.js';
export * from './monthly.js';
