export * from './timing.js';
export * from './ui.js';
export * from './upload.js';
export * from './loan.js';
export * from './account.js';
export * from './auth.js';
export * from './questionnaire.js';
export * from './limits.js';
