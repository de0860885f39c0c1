export * from './constants.js';
export * from './texts.js';
export * from './rules.js';
export * from './schemas.js';
export * from './activities.js';
export * from './activity-texts.js';
export * from './activity-schemas.js';
