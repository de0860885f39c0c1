const hasControlCharacter = (value: string): boolean =>
  [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * Where to go after signing in: a path on this site only. Protocol-relative (//host) and
 * backslash forms are refused so the parameter cannot send a person to another site.
 */
export const isSafeNextPath = (value: string): boolean =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\') &&
  !hasControlCharacter(value);
