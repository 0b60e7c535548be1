import { describe, expect, it } from 'vitest';
import { isPrivateOrLoopbackHost, trustProxyExposureWarning } from './trust-proxy-exposure.js';

describe('the TRUST_PROXY exposure warning (issue 31 item 9)', () => {
  it('warns when TRUST_PROXY is a hop count and HOST listens on a public or every interface', () => {
    for (const HOST of ['0.0.0.0', '::', '203.0.113.10', '2001:db8::1', 'app.example.com']) {
      expect(trustProxyExposureWarning({ TRUST_PROXY: 1, HOST }), HOST).toMatch(
        /^TRUST_PROXY=1 trusts .* HOST=.* is not a private or loopback address/,
      );
    }
  });

  it('is quiet for loopback and private addresses, and when TRUST_PROXY lists addresses or is off', () => {
    for (const HOST of [
      '127.0.0.1',
      'localhost',
      '::1',
      '10.0.0.5',
      '172.20.1.2',
      '192.168.1.10',
      'fd00::5',
    ]) {
      expect(trustProxyExposureWarning({ TRUST_PROXY: 2, HOST }), HOST).toBeNull();
    }
    expect(trustProxyExposureWarning({ TRUST_PROXY: ['10.0.0.1'], HOST: '0.0.0.0' })).toBeNull();
    expect(trustProxyExposureWarning({ TRUST_PROXY: false, HOST: '0.0.0.0' })).toBeNull();
    expect(isPrivateOrLoopbackHost('172.32.0.1')).toBe(false);
  });
});
