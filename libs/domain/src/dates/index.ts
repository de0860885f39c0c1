export * from './business-date.js';
