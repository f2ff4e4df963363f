import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';

describe('security settings', () => {
  it('defaults to no CORS origin and no trusted proxy', () => {
    const env = loadEnv({});
    expect(env.CAIRN_CORS_ORIGINS).toEqual([]);
    expect(env.CAIRN_TRUSTED_PROXIES).toEqual([]);
  });

  it('reads comma-separated origins as browsers send them', () => {
    const env = loadEnv({ CAIRN_CORS_ORIGINS: 'https://a.example/, http://b.example:8080 ,*' });
    expect(env.CAIRN_CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080', '*']);
  });

  it('refuses origins with a path and proxies that are not addresses', () => {
    expect(() => loadEnv({ CAIRN_CORS_ORIGINS: 'https://a.example/app' })).toThrow(
      'Invalid configuration:\n  CAIRN_CORS_ORIGINS: "https://a.example/app" is not an origin like https://host:port or *',
    );
    expect(() => loadEnv({ CAIRN_TRUSTED_PROXIES: '10.0.0.0/33,proxy.local' })).toThrow(
      'Invalid configuration:\n  CAIRN_TRUSTED_PROXIES: "10.0.0.0/33" is not an address, CIDR or range name\n  CAIRN_TRUSTED_PROXIES: "proxy.local" is not an address, CIDR or range name',
    );
  });

  it('reads proxy addresses, CIDRs and range names', () => {
    const env = loadEnv({ CAIRN_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' });
    expect(env.CAIRN_TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
});
