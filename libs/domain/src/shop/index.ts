export * from './constants.js';
export * from './texts.js';
export * from './rules.js';
export * from './schemas.js';
export * from './answers.js';
export * from './console-answers.js';
export * from './console-texts.js';
