import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadEnv } from './env.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
  });

  it('reads the addresses, networks and named ranges of the reverse proxies', () => {
    expect(loadEnv({ TRUST_PROXY: '172.28.0.10, 10.0.0.0/8,loopback,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', '1', '*', 'proxy.example', '10.0.0.0/33', '300.1.1.1'])('refuses %s, which would trust anyone', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('CARD_GATEWAY', () => {
  it('charges cards through the sandbox by default', () => {
    expect(loadEnv({}).CARD_GATEWAY).toBe('sandbox');
  });

  it('stops the start on a gateway this build has no adapter for, naming the values it takes', () => {
    expect(() => loadEnv({ CARD_GATEWAY: 'tappay' })).toThrow(/CARD_GATEWAY: .*sandbox/);
  });
});
