/** A timestamp as answers send it: its ISO text, or null. */
export const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
