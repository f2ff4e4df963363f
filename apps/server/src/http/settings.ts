import { isIP } from 'node:net';
import { z } from 'zod';

/** Comma-separated list, blanks dropped. */
const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`, or `*`. */
function normalOrigin(entry: string): string | null {
  if (entry === '*') return entry;
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return bare && /^https?:$/.test(url.protocol) && url.origin !== 'null' ? url.origin : null;
  } catch {
    return null;
  }
}

/** CAIRN_CORS_ORIGINS: origins allowed to call /api/* from a browser; empty = same-origin only. */
export const corsOriginsSetting = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of list(value)) {
      const origin = normalOrigin(entry);
      if (origin) origins.push(origin);
      else
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin like https://host:port or *`,
        });
    }
    return origins;
  });

/** Names proxy-addr (Fastify's trustProxy) knows for private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validProxy(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * CAIRN_TRUSTED_PROXIES: addresses or CIDRs of the reverse proxies in front of Cairn. Only their
 * X-Forwarded-* headers are believed; unset, the client address is the socket's.
 */
export const trustedProxiesSetting = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const entries = list(value);
    for (const entry of entries.filter((e) => !validProxy(e))) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address, CIDR or range name` });
    }
    return entries;
  });

/**
 * A per-user rate limit (CAIRN_NOTES_CREATE_LIMIT, CAIRN_UPLOADS_LIMIT,
 * CAIRN_UPLOADS_MB_PER_HOUR): a whole number of actions or megabytes per window, 0 turning it off.
 */
export const rateLimitSetting = (fallback: number) =>
  z.coerce.number().int().min(0).max(1_000_000).default(fallback);
