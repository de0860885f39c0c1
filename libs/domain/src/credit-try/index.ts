export * from './questions.js';
export * from './schemas.js';
export * from './scoring.js';
export * from './credit-line.js';
export * from './texts.js';
export * from './examples.js';
