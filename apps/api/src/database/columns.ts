import pg from 'pg';

const INT8_OID = 20;

function toSafeInteger(value: string | number): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`BIGINT ${value} is outside the safe integer range`);
  return parsed;
}

/**
 * BIGINT (ids, counts, whole NT$ amounts) is read as a JS number everywhere; a value beyond
 * Number.MAX_SAFE_INTEGER fails loudly instead of losing digits.
 */
pg.types.setTypeParser(INT8_OID, toSafeInteger);

