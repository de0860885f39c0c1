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

describe('STORAGE', () => {
  const S3 = { STORAGE: 's3', S3_BUCKET: 'lendbridge-uploads', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' };

  it('keeps files on the local disk by default', () => {
    expect(loadEnv({}).STORAGE).toBe('disk');
  });

  it('reads the object store of STORAGE=s3', () => {
    expect(loadEnv({ ...S3, S3_ACCESS_KEY_ID: 'lendbridge', S3_SECRET_ACCESS_KEY: 'lendbridge-secret' })).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'lendbridge-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('stops the start of STORAGE=s3 without a bucket, naming the key', () => {
    expect(() => loadEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
  });

  it('stops the start on half a key pair', () => {
    expect(() => loadEnv({ ...S3, S3_ACCESS_KEY_ID: 'lendbridge' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/);
  });

  it.each([
    ['STORAGE', 'minio', /STORAGE: .*disk.*s3/],
    ['S3_BUCKET', 'Uploads_Bucket', /S3_BUCKET: must be a bucket name/],
    ['S3_ENDPOINT', 'minio:9000', /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    ['S3_ENDPOINT', 'ftp://minio', /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/],
    ['S3_REGION', 'Asia Taipei', /S3_REGION: must be a region name/],
    ['S3_FORCE_PATH_STYLE', 'yes', /S3_FORCE_PATH_STYLE/],
  ])('refuses %s=%s with a clear message', (key, value, message) => {
    expect(() => loadEnv({ ...S3, [key]: value })).toThrow(message);
  });
});
