import { describe, expect, it } from 'vitest';
import { altText, safeFilename } from './filename.ts';
import { isInlineType, sniffContentType } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffContentType', () => {
  it('shows recognised raster images inline', () => {
    expect(sniffContentType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toEqual({
      contentType: 'image/png',
      inline: true,
    });
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      contentType: 'image/jpeg',
      inline: true,
    });
    expect(sniffContentType(bytes('GIF89a...'))).toEqual({
      contentType: 'image/gif',
      inline: true,
    });
    expect(sniffContentType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toEqual({
      contentType: 'image/webp',
      inline: true,
    });
  });

  it('never serves SVG or HTML as what they are: they are text downloads', () => {
    for (const active of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html><script>x</script>',
    ]) {
      expect(sniffContentType(bytes(active))).toEqual({
        contentType: 'text/plain; charset=utf-8',
        inline: false,
      });
    }
  });

  it('downloads PDFs, zips and unknown binaries', () => {
    expect(sniffContentType(bytes('%PDF-1.7'))).toEqual({
      contentType: 'application/pdf',
      inline: false,
    });
    expect(sniffContentType(bytes([0x50, 0x4b, 0x03, 0x04]))).toEqual({
      contentType: 'application/zip',
      inline: false,
    });
    expect(sniffContentType(bytes([0, 1, 2, 0xfe]))).toEqual({
      contentType: 'application/octet-stream',
      inline: false,
    });
  });

  it('takes UTF-8 cut at the end of the sample as text', () => {
    const text = Buffer.concat([Buffer.alloc(8191, 'a'), Buffer.from('é')]);
    expect(sniffContentType(text).contentType).toBe('text/plain; charset=utf-8');
  });

  it('knows which stored types are inline', () => {
    expect(isInlineType('image/png')).toBe(true);
    expect(isInlineType('image/svg+xml')).toBe(false);
    expect(isInlineType('text/html')).toBe(false);
  });
});

describe('safeFilename', () => {
  it('keeps the last component and replaces unsafe characters', () => {
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('C:\\Users\\me\\My shot (1).png')).toBe('My_shot__1_.png');
    expect(safeFilename('..hidden')).toBe('hidden');
    expect(safeFilename('résumé.pdf')).toBe('r_sum_.pdf');
    expect(safeFilename('')).toBe('file');
  });

  it('cuts long names to 255 characters keeping the extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}.png`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('a.png')).toBe(true);
  });

  it('writes the alt text without the extension', () => {
    expect(altText('shot.final.png')).toBe('shot.final');
    expect(altText('README')).toBe('README');
  });
});
