import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Who may read /-/metrics: the direct peer's address (never X-Forwarded-For, which a client can
 * forge) within CAIRN_METRICS_ALLOW, or any caller presenting CAIRN_METRICS_TOKEN as a bearer.
 */
export function metricsAccess(allow: string, token: string | undefined) {
  const list = new BlockList();
  for (const entry of allow
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address))
      throw new Error(`CAIRN_METRICS_ALLOW: "${entry}" is not an address or CIDR range`);
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return (remoteAddress: string | undefined, authorization: string | undefined): boolean => {
    if (expected && authorization) {
      const sent = Buffer.from(authorization);
      if (sent.length === expected.length && timingSafeEqual(sent, expected)) return true;
    }
    if (!remoteAddress) return false;
    // IPv4 peers of a dual-stack socket appear as ::ffff:a.b.c.d.
    const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
