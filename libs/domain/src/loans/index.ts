export * from './vocabulary.js';
export * from './fields.js';
export * from './value-date.js';
export {
  COMPANY_REQUIRED_IMAGES,
  FAST_APPLY_REQUIRED_IMAGES,
  SUBMIT_DECLARATIONS,
} from './checks.js';
export * from './application.js';
export * from './profile.js';
export * from './steps.js';
export * from './collateral.js';
export * from './forms.js';
export * from './loan-types.js';
export * from './approval.js';
export * from './requests.js';
export * from './examples.js';
export * from './student.js';
export * from './review-extras.js';
export * from './documents.js';
export * from './alumni.js';
export * from './borrower-loan.js';
export * from './answers.js';
