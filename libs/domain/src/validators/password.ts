/** The password rule: at least one (Latin) letter and at least one digit. */
export const isStrongPassword = (value: string): boolean =>
  /[A-Za-z]/.test(value) && /\d/.test(value);
