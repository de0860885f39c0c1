import { MESSAGES } from '../messages/messages.js';
import { containsEmail, containsPhone } from '../validators/free-text.js';
import { maxLengthRule, optionalString, requiredString, type FieldRule } from './field-rules.js';

export interface FreeTextOptions {
  /** Default true: an empty box is refused with the required message. */
  readonly required?: boolean;
}

/**
 * A free-text box: at most max characters, and no e-mail address or phone number in it
 * (請勿在內文輸入email / 請勿在內文輸入電話).
 */
export const freeTextSchema = (label: string, max: number, options: FreeTextOptions = {}) => {
  const rules: FieldRule[] = [
    maxLengthRule(label, max),
    [(value) => !containsEmail(value), MESSAGES.noEmailInText],
    [(value) => !containsPhone(value), MESSAGES.noPhoneInText],
  ];
  return options.required === false ? optionalString(rules) : requiredString(label, rules);
};
