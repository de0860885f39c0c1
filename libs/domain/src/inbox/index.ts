export * from './inbox.js';
export * from './texts.js';
