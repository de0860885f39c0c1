import { describe, expect, it } from '@jest/globals';
import { acceptedCodings } from './static-assets.js';

describe('acceptedCodings', () => {
  it('reads qualities, the wildcard and refusals', () => {
    expect([...acceptedCodings('gzip, deflate, br')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedCodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedCodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedCodings('*;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedCodings('identity')]).toEqual([]);
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});
