import path from 'node:path';

const MAX_FILENAME = 255;

/**
 * A file name safe to put in a URL segment and on disk: the last path component, characters
 * outside letters, digits, `.`, `-`, `_` replaced by `_` (as GitLab's FileUploader does), no
 * leading dots, at most 255 characters keeping the extension.
 */
export function safeFilename(raw: string): string {
  const base = path.posix.basename(raw.replace(/\\/g, '/'));
  let name = base.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  if (!name) name = 'file';
  if (name.length > MAX_FILENAME) {
    const ext = path.posix.extname(name).slice(0, 20);
    name = name.slice(0, MAX_FILENAME - ext.length) + ext;
  }
  return name;
}

/** The alt text GitLab writes: the file name without its extension. */
export const altText = (filename: string) =>
  filename.slice(0, filename.length - path.posix.extname(filename).length) || filename;
