import { describe, expect, it } from 'vitest';
import { devLogStream } from './dev-log-stream.ts';
import { queryToken } from '../auth/query-credentials.ts';
import { createLogger, redactText, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('censors credentials in the query string and keeps the rest', () => {
    expect(redactUrl('/api/v4/user?private_token=glpat-abc&per_page=2')).toBe(
      '/api/v4/user?private_token=[redacted]&per_page=2',
    );
    // The whole value goes, up to the next `&` (the query parser reads `#` as part of it).
    expect(redactUrl('/x?a=1&ACCESS_TOKEN=t#frag')).toBe('/x?a=1&ACCESS_TOKEN=[redacted]');
    expect(redactUrl('/api/v4/projects?search=token')).toBe('/api/v4/projects?search=token');
  });

  const token = 'glpat-AbCdEfGhIjKlMnOpQrSt';
  const spellings = [
    `/api/v4/user?private_token=${token}`,
    `/api/v4/user?private%5Ftoken=${token}`,
    `/api/v4/user?private%5ftoken=${token}&per_page=2`,
    `/api/v4/user?a=1&%70rivate%5Ftoken=${token}`,
    `/api/v4/user?private_token=glpat%2D${token.slice(6)}`,
    `/api/v4/user?private_token=${encodeURIComponent(token).replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/api/v4/user?PRIVATE_TOKEN=${token}`,
    `/api/v4/user?Private%5FToken=${token}`,
    `/api/v4/user?access%5Ftoken=${token}`,
    `/api/v4/user?ACCESS%5fTOKEN=${token}`,
    `/api/v4/user?private_token[]=${token}`,
    `/api/v4/user?private_token=${token}%`,
  ];

  it.each(spellings)('redacts %s, and whatever authenticates among them', (url) => {
    const logged = redactUrl(url);
    expect(logged).toMatch(/=\[redacted\]/);
    expect(logged).not.toMatch(/AbCdEf|%41%62/i);
    // The parser that authenticates finds the token exactly where the redactor removed it.
    const found = queryToken(url);
    if (found !== null) expect(found).toMatch(/^glpat-AbCdEfGhIjKlMnOpQrSt/);
    expect(queryToken(logged)).toBe(found === null ? null : '[redacted]');
  });

  it('authenticates only private_token, decoded, exactly once', () => {
    expect(queryToken(`/u?private%5Ftoken=${token}`)).toBe(token);
    expect(queryToken(`/u?private_token=glpat%2D${token.slice(6)}`)).toBe(token);
    expect(queryToken(`/u?PRIVATE_TOKEN=${token}`)).toBeNull();
    expect(queryToken(`/u?access_token=${token}`)).toBeNull();
    expect(queryToken(`/u?private_token=${token}&private_token=${token}`)).toBeNull();
  });

  it('redacts a URL quoted in an error message or stack', () => {
    expect(redactText(`Route GET:/api/v4/x?a=1&private%5Ftoken=${token} not found`)).toBe(
      'Route GET:/api/v4/x?a=1&private%5Ftoken=[redacted] not found',
    );
  });
});

describe('createLogger', () => {
  it('writes JSON lines and censors password, token and credential headers', () => {
    const lines: string[] = [];
    const log = createLogger('info', { stream: { write: (l) => void lines.push(l) } });
    log.info(
      {
        password: 'p4ss',
        user: { token: 't0k', name: 'ok' },
        req: {
          headers: {
            authorization: 'Bearer x',
            cookie: 'c=1',
            'private-token': 'glpat-y',
            accept: '*/*',
          },
        },
      },
      'hello',
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      msg: 'hello',
      password: '[redacted]',
      user: { token: '[redacted]', name: 'ok' },
    });
    // `req` goes through the request serializer, which keeps no headers at all.
    expect(lines[0]).not.toMatch(/Bearer x|c=1|glpat-y/);
  });
});

describe('devLogStream', () => {
  it('prints one readable line per entry, with request id, extra fields and the stack below', () => {
    const out: string[] = [];
    const stream = devLogStream({ write: (s: string) => out.push(s) });
    const time = Date.UTC(2026, 10, 21, 9, 5, 7, 42);
    stream.write(
      JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', reqId: 'r1', msg: 'slow', ms: 12 }) +
        '\n',
    );
    stream.write(
      JSON.stringify({
        level: 50,
        time,
        pid: 1,
        hostname: 'h',
        msg: 'boom',
        err: { stack: 'Error: boom\n    at x' },
      }) + '\n',
    );
    stream.write('not json\n');
    expect(out).toEqual([
      '09:05:07.042 WARN  [r1] slow ms=12\n',
      '09:05:07.042 ERROR boom\nError: boom\n    at x\n',
      'not json\n',
    ]);
  });
});
