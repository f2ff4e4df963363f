import type { DestinationStream } from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has; the rest are printed as key=value after the message. */
const PLAIN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

/**
 * Development only: pino's JSON lines as one readable line each (time, level, request id,
 * message, other fields), error stacks below. Production keeps JSON for log collectors.
 */
export function devLogStream(out: { write(chunk: string): unknown }): DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const time = new Date(Number(entry.time)).toISOString().slice(11, 23);
      const level = LEVELS[Number(entry.level)] ?? String(entry.level);
      const id = entry.reqId ? ` [${String(entry.reqId)}]` : '';
      const extras = Object.entries(entry)
        .filter(([key]) => !PLAIN.has(key))
        .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
        .join(' ');
      const stack = (entry.err as { stack?: string } | undefined)?.stack;
      out.write(
        `${time} ${level}${id} ${String(entry.msg ?? '')}${extras ? ` ${extras}` : ''}\n` +
          (stack ? `${stack}\n` : ''),
      );
    },
  };
}
