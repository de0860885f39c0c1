export * from './notices.js';
export * from './answers.js';
