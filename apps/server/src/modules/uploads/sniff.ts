// Decides how an upload may be served from its bytes alone: what the client claimed (name,
// Content-Type) is never trusted. Only raster images whose signature is recognised are shown
// inline; everything else (SVG, HTML, PDF, text, unknown) is a download.

export interface SniffResult {
  /** The Content-Type to serve. */
  contentType: string;
  /** True only for safe raster images: shown inline, and inserted as `![...]` Markdown. */
  inline: boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SAFE_IMAGES: readonly { type: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/gif',
    test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  {
    type: 'image/webp',
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
  { type: 'image/bmp', test: (b) => startsWith(b, ascii('BM')) && b.length > 14 },
  { type: 'image/x-icon', test: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
];

const DOWNLOADS: readonly { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', test: (b) => startsWith(b, ascii('%PDF-')) },
  { type: 'application/zip', test: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) },
];

/** Text without NUL bytes that decodes as UTF-8 is served as plain text (never as HTML). */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, lastCompleteChar(head)));
    return true;
  } catch {
    return false;
  }
}

/** Length of `bytes` without a UTF-8 sequence cut off at the end of the sample. */
function lastCompleteChar(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back += 1) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) !== 0x80) {
      const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
      return needed > back ? end - back : end;
    }
  }
  return end;
}

export function sniffContentType(bytes: Uint8Array): SniffResult {
  const image = SAFE_IMAGES.find((s) => s.test(bytes));
  if (image) return { contentType: image.type, inline: true };
  const download = DOWNLOADS.find((s) => s.test(bytes));
  if (download) return { contentType: download.type, inline: false };
  if (bytes.length > 0 && isText(bytes)) {
    return { contentType: 'text/plain; charset=utf-8', inline: false };
  }
  return { contentType: 'application/octet-stream', inline: false };
}

/** Stored content types that are served inline (the rest are attachments). */
export const isInlineType = (contentType: string) =>
  SAFE_IMAGES.some((s) => s.type === contentType);
