import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, fileTooLarge } from '#server/lib/errors.ts';
import { checkRateLimit, uploadsLimit } from '#server/auth/rate-limit.ts';
import { requireUser } from '#server/core/require-user.ts';
import { createUpload } from './uploads.service.ts';
import { maxAttachmentBytes } from './uploads-storage.ts';

type Params = { Params: { id: string } };

/** The `file` part, read up to the size limit (one byte over is enough to refuse it). */
async function readFilePart(req: FastifyRequest, limit: number) {
  if (!req.isMultipart()) throw badRequest('file is missing', 'file');
  // A body that is not valid multipart makes the parser throw a plain Error: a 400, not a 500.
  const malformed = (error: unknown) => {
    throw error instanceof AppError ? error : badRequest('file is invalid', 'file');
  };
  const part = await req
    .file({ limits: { fileSize: limit, files: 1, fields: 10 } })
    .catch(malformed);
  if (!part || part.fieldname !== 'file') throw badRequest('file is missing', 'file');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (error) {
    malformed(error);
  }
  if (part.file.truncated) throw fileTooLarge();
  return { filename: part.filename, bytes: Buffer.concat(chunks) };
}

/**
 * GitLab's `POST /api/v4/projects/:id/uploads` (multipart `file`) -> 201
 * `{id, alt, url, full_path, markdown}`. Multipart parsing is registered for this route only.
 */
export function registerUploadRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    scope.post<Params>('/api/v4/projects/:id/uploads', async (req, reply) => {
      const ctx = req.ctx();
      requireUser(ctx);
      // Over the per-user upload limit: refused before the body is read (auth/rate-limit.ts).
      await checkRateLimit(ctx, uploadsLimit(ctx.env));
      const file = await readFilePart(req, maxAttachmentBytes(ctx.env));
      return reply.code(201).send(await createUpload(ctx, req.params.id, file));
    });
  });
}
