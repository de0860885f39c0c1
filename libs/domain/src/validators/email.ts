import { EMAIL_SUGGESTION_DOMAINS } from '../constants/auth.js';

/** School e-mail: the address must contain .edu (e.g. ntu.edu.tw). */
export const isSchoolEmail = (value: string): boolean => value.toLowerCase().includes('.edu');

/**
 * Suggestions offered while an e-mail is typed: only once there is a local part, an "@" and
 * at least one domain character; full addresses whose provider starts with what was typed,
 * without the provider already typed in full.
 */
export const emailSuggestions = (
  input: string,
  domains: readonly string[] = EMAIL_SUGGESTION_DOMAINS,
): string[] => {
  const at = input.indexOf('@');
  if (at <= 0 || at !== input.lastIndexOf('@')) return [];
  const local = input.slice(0, at);
  const typed = input.slice(at + 1).toLowerCase();
  if (typed === '') return [];
  return domains
    .filter((domain) => domain.startsWith(typed) && domain !== typed)
    .map((domain) => `${local}@${domain}`);
};
