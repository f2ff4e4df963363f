// PNG from the SVG document: drawn on a canvas at up to twice its size, within the canvas limits
// browsers keep (a long roadmap is scaled down rather than cut off).
import type { RoadmapSvg } from './roadmap-svg.ts';

const MAX_SCALE = 2;
const MAX_SIDE = 32_000;
const MAX_AREA = 200_000_000;

export function rasterScale(width: number, height: number): number {
  return Math.min(
    MAX_SCALE,
    MAX_SIDE / width,
    MAX_SIDE / height,
    Math.sqrt(MAX_AREA / (width * height)),
  );
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(DRAW_ERROR));
    image.src = url;
  });
}

const DRAW_ERROR = 'The roadmap image could not be drawn';

export async function svgToPng(document: RoadmapSvg): Promise<Blob> {
  const scale = rasterScale(document.width, document.height);
  // A data: URL: the app's CSP (img-src 'self' data: https:) refuses blob: images.
  const image = await loadImage(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent(document.svg)}`,
  );
  const canvas = window.document.createElement('canvas');
  canvas.width = Math.round(document.width * scale);
  canvas.height = Math.round(document.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(DRAW_ERROR);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(DRAW_ERROR))), 'image/png'),
  );
}
