// PDF: one page holding the PNG rendering. pdf-lib is imported on demand, so it is fetched only
// when someone exports a PDF and the roadmap route's own script does not grow.

/** CSS px to PDF points (96 px = 72 pt). */
const POINTS_PER_PX = 0.75;
/** PDF viewers refuse pages larger than 200 inches. */
const MAX_PAGE_SIDE = 14_400;

export function pdfPageSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(POINTS_PER_PX, MAX_PAGE_SIDE / width, MAX_PAGE_SIDE / height);
  return { width: width * scale, height: height * scale };
}

export async function pngToPdf(
  png: Blob,
  size: { width: number; height: number },
  title: string,
): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Cairn');
  const image = await pdf.embedPng(await png.arrayBuffer());
  const page = pdfPageSize(size.width, size.height);
  pdf.addPage([page.width, page.height]).drawImage(image, { x: 0, y: 0, ...page });
  const bytes = await pdf.save();
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}
