export * from './constants.js';
export * from './texts.js';
export * from './screens.js';
export * from './forms.js';
export * from './answers.js';
