import { ACADEMIC_EMAIL_SUFFIX, EMAIL_SUGGESTION_DOMAINS } from '../constants/auth.js';

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

const PROVIDER_NAMES: readonly string[] = EMAIL_SUGGESTION_DOMAINS.map((domain) => domain.split('.')[0] ?? domain);

/** A common provider's domain (gmail, gmail.com): never a school's. */
const isProviderDomain = (domain: string): boolean => PROVIDER_NAMES.includes(domain.split('.')[0] ?? domain);

/**
 * Suggestions for the school e-mail, on the same terms (a local part, one "@" and at least one
 * domain character): the typed domain completed with Taiwan's academic .edu.tw (ntu → ntu.edu.tw,
 * ntu.ed → ntu.edu.tw), since the common providers would all fail the school rule; nothing for a
 * common provider's domain.
 */
export const schoolEmailSuggestions = (input: string): string[] => {
  const at = input.indexOf('@');
  if (at <= 0 || at !== input.lastIndexOf('@')) return [];
  const local = input.slice(0, at);
  const typed = input.slice(at + 1).toLowerCase();
  if (typed === '') return [];
  let overlap = Math.min(ACADEMIC_EMAIL_SUFFIX.length, typed.length);
  while (overlap > 0 && !typed.endsWith(ACADEMIC_EMAIL_SUFFIX.slice(0, overlap))) overlap -= 1;
  const base = typed.slice(0, typed.length - overlap);
  if (base === '' || base.endsWith('.') || overlap === ACADEMIC_EMAIL_SUFFIX.length || isProviderDomain(base)) return [];
  return [`${local}@${base}${ACADEMIC_EMAIL_SUFFIX}`];
};
