import { randomBytes } from 'node:crypto';
import { takeRateLimit, uploadsLimit } from '#server/auth/rate-limit.ts';
import type { RequestContext } from '#server/lib/context.ts';
import { badRequest, fileTooLarge, forbidden } from '#server/lib/errors.ts';
import { projectPermissionsFor } from '#server/core/namespaces/namespace-permissions.ts';
import {
  readableNamespaceByPath,
  readableProjectParam,
} from '#server/core/namespaces/namespaces.service.ts';
import { requireUser } from '#server/core/require-user.ts';
import { altText, safeFilename } from './filename.ts';
import { isInlineType, sniffContentType } from './sniff.ts';
import { findUpload, insertUpload, type UploadRow } from './uploads.repository.ts';
import {
  maxAttachmentBytes,
  readStoredFile,
  uploadsDirOf,
  writeStoredFile,
} from './uploads-storage.ts';

/** GitLab's ProjectUpload entity. */
export interface UploadJson {
  id: number;
  alt: string;
  url: string;
  full_path: string;
  markdown: string;
}

function uploadJson(projectPath: string, row: UploadRow): UploadJson {
  const url = `/uploads/${row.secret}/${row.filename}`;
  const alt = altText(row.filename);
  // Only images Cairn shows inline are embedded; anything else is a link to download.
  const markdown = isInlineType(row.contentType)
    ? `![${alt}](${url})`
    : `[${row.filename}](${url})`;
  return { id: row.id, alt, url, full_path: `/${projectPath}${url}`, markdown };
}

/**
 * Stores an attachment for a project's Markdown. Allowed to whoever may create issues there (a
 * signed-in reader of a project with issues on, as GitLab's upload_file follows create_note /
 * create_issue). The type served later is sniffed from the bytes here.
 */
export async function createUpload(
  ctx: RequestContext,
  projectParam: string,
  file: { filename: string; bytes: Uint8Array },
): Promise<UploadJson> {
  const user = requireUser(ctx);
  const project = await readableProjectParam(ctx, projectParam);
  if (!(await projectPermissionsFor(ctx, project)).canCreateIssue) throw forbidden();
  if (file.bytes.length > maxAttachmentBytes(ctx.env)) throw fileTooLarge();
  if (file.bytes.length === 0) throw badRequest('file is invalid', 'file');
  // Counted against the uploader's files per minute and bytes per hour before anything is stored.
  await takeRateLimit(ctx, uploadsLimit(ctx.env), file.bytes.length);
  const filename = safeFilename(file.filename);
  const secret = randomBytes(16).toString('hex');
  const { contentType } = sniffContentType(file.bytes);
  const key = { namespaceId: project.id, secret, filename };
  await writeStoredFile(uploadsDirOf(ctx.env), key, file.bytes);
  const row = await insertUpload(ctx.db, {
    ...key,
    size: file.bytes.length,
    contentType,
    uploadedById: user.id,
  });
  return uploadJson(project.fullPath, row);
}

export interface ServedUpload {
  bytes: Buffer;
  contentType: string;
  inline: boolean;
  filename: string;
}

/**
 * The file at `/<project>/uploads/<secret>/<filename>` for a viewer who may read the project;
 * null otherwise (and for unknown files), so the caller answers 404 either way.
 */
export async function readUpload(
  ctx: RequestContext,
  projectPath: string,
  secret: string,
  filename: string,
): Promise<ServedUpload | null> {
  if (!/^[0-9a-f]{32}$/.test(secret) || filename.length > 255) return null;
  const project = await readableNamespaceByPath(ctx, projectPath, 'project');
  if (!project) return null;
  const row = await findUpload(ctx.db, project.id, secret, filename);
  if (!row) return null;
  const bytes = await readStoredFile(uploadsDirOf(ctx.env), row);
  if (!bytes) return null;
  return {
    bytes,
    contentType: row.contentType,
    inline: isInlineType(row.contentType),
    filename: row.filename,
  };
}
