export * from './messages/index.js';
export * from './constants/index.js';
export * from './validators/index.js';
export * from './options/index.js';
export * from './grades/index.js';
export * from './roles/index.js';
export * from './schemas/index.js';
