import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '#server/lib/errors.ts';

/**
 * Sends a write's value with `code`. A refusal keeps its status and message (`{ message }`), a
 * refused 404 reads GitLab's `404 <what> Not Found`-style message; other errors pass unchanged
 * to the REST error handler.
 */
export async function sendWrite<T>(
  reply: FastifyReply,
  run: () => Promise<T>,
  present: (value: T) => unknown,
  code = 200,
) {
  let value: T;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof AppError && error.refusal && error.status === 404) {
      throw notFound(`404 ${error.message}`);
    }
    throw error;
  }
  return reply.code(code).send(await present(value));
}
