// TRUST_PROXY as a hop count believes the nearest N entries of X-Forwarded-For from whoever connects: right only when
// nothing but the proxy can reach the app's port. A client that reaches it directly writes its own entries and
// chooses its own address (rate limits per address then mean nothing). We cannot see the network, but listening on a
// public or every interface is the telling sign: say so once at start-up (issue 31 item 9, docs/deploy.md).
import net from 'node:net';
import type { Config } from '../config.js';

const PRIVATE_NETWORKS = new net.BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** Whether HOST is a loopback or private address (a name other than localhost, or 0.0.0.0 / ::, is neither). */
export function isPrivateOrLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)?.[1];
  const address = mapped ?? host;
  const family = net.isIP(address);
  if (family === 0) return false;
  return PRIVATE_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The start-up warning, or null when TRUST_PROXY is not a hop count or HOST is loopback or private. */
export function trustProxyExposureWarning(config: Pick<Config, 'TRUST_PROXY' | 'HOST'>): string | null {
  if (typeof config.TRUST_PROXY !== 'number' || isPrivateOrLoopbackHost(config.HOST)) return null;
  return (
    `TRUST_PROXY=${config.TRUST_PROXY} trusts the nearest ${config.TRUST_PROXY} X-Forwarded-For entries from whoever ` +
    `connects, and HOST=${config.HOST} is not a private or loopback address: make sure only the proxy can reach ` +
    "this port (a firewall, or HOST set to a private address), or list the proxies' addresses in TRUST_PROXY " +
    'instead (docs/deploy.md)'
  );
}
