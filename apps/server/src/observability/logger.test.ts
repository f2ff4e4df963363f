import { describe, expect, it } from 'vitest';
import { devLogStream } from './dev-log-stream.ts';
import { createLogger, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('censors credentials in the query string and keeps the rest', () => {
    expect(redactUrl('/api/v4/user?private_token=glpat-abc&per_page=2')).toBe(
      '/api/v4/user?private_token=[redacted]&per_page=2',
    );
    expect(redactUrl('/x?a=1&ACCESS_TOKEN=t#frag')).toBe('/x?a=1&ACCESS_TOKEN=[redacted]#frag');
    expect(redactUrl('/api/v4/projects?search=token')).toBe('/api/v4/projects?search=token');
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
