export * from './constants.js';
export * from './texts.js';
export * from './rules.js';
export * from './answers.js';
export * from './investments.js';
export * from './resume.js';
