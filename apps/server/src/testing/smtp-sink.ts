import net from 'node:net';

/** One message an SMTP sink received. */
export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: SunkMail[];
  /** Resolves once `count` messages arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<SunkMail[]>;
  close(): Promise<void>;
}

const ANSWERS: Record<string, string> = {
  EHLO: '250 sink',
  HELO: '250 sink',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 Bye',
};

/**
 * A tiny SMTP server for tests, on a free loopback port: it speaks just enough of RFC 5321
 * (EHLO, MAIL, RCPT, DATA, QUIT, no TLS, no auth) for a real client to deliver to it.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: SunkMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line.slice(10).trim();
        if (verb === 'RCPT') current.to.push(line.slice(8).trim());
        if (verb === 'DATA') inData = true;
        reply(ANSWERS[verb] ?? '250 OK');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(count, ms = 5000) {
      const until = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`${messages.length} of ${count} e-mails arrived`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
