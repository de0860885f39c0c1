export * from './messages.js';
export * from './message-functions.js';
