import type { Env } from '../env.ts';

/** A host as a Host header may name it: a name, IPv4 or [IPv6] address, and a port. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The settings one request sees: `baseUrl` (web_url, API links) is CAIRN_BASE_URL when set,
 * otherwise the origin the client used, so a server opened as 127.0.0.1 or by host name links
 * to itself. `host` and `protocol` are Fastify's, which read X-Forwarded-* only from trusted
 * proxies. A Host that is not a host name keeps the configured default.
 */
export function envForRequest(env: Env, req: { host: string; protocol: string }): Env {
  if (env.CAIRN_BASE_URL || !HOST.test(req.host)) return env;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return { ...env, baseUrl: `${protocol}://${req.host.toLowerCase()}` };
}
