import { describe, expect, it } from '@jest/globals';
import { throttleAddress } from './client-address.js';

describe('throttleAddress', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 network (what one subscriber gets) as one', () => {
    expect(throttleAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:abcd:ef01:2345:6789')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(throttleAddress('unknown')).toBe('unknown');
  });
});
