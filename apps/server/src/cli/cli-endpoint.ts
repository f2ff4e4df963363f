import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cairn/db';
import { CliError } from './cli-error.ts';
import { runCommand } from './commands.ts';

export const CLI_SECRET_HEADER = 'x-cairn-cli-secret';

/**
 * Lets `npm run cairn` work while the server holds the PGlite data directory: the CLI posts its
 * arguments here with the secret from the lock file; output streams back as plain text lines.
 * Only loopback callers with the secret are served.
 */
export function registerCliEndpoint(app: FastifyInstance, handle: DatabaseHandle, secret: string) {
  app.post('/-/cli', { config: { csrfExempt: true } }, async (req, reply) => {
    const sent = String(req.headers[CLI_SECRET_HEADER] ?? '');
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(
      req.socket.remoteAddress ?? '',
    );
    if (
      !loopback ||
      sent.length !== secret.length ||
      !timingSafeEqual(Buffer.from(sent), Buffer.from(secret))
    ) {
      return reply.code(404).send({ message: '404 Not Found' });
    }
    const argv = (req.body as { argv?: unknown }).argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
      return reply.code(400).send({ message: 'argv must be a list of strings' });
    }
    reply.raw.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    try {
      await runCommand(argv, handle, (line) => reply.raw.write(line + '\n'));
      reply.raw.end('\u0000ok\n');
    } catch (e) {
      reply.raw.end(
        `\u0000error\n${e instanceof CliError ? e.message : 'Command failed: ' + (e as Error).message}\n`,
      );
    }
    return reply;
  });
}
