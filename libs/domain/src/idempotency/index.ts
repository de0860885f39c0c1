export * from './keys.js';
