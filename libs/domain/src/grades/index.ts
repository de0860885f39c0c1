export * from './credit-grades.js';
export * from './display-levels.js';
