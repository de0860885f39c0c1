export * from './constants.js';
export * from './metrics.js';
export * from './gacp.js';
export * from './texts.js';
export * from './rules.js';
export * from './schemas.js';
export * from './answers.js';
export * from './console-texts.js';
