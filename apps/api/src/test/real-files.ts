import sharp from 'sharp';

// Real files for upload tests: the server decodes images and checks PDFs whole, so fixtures are true files.

/**
 * A real photo-like image (a gradient with noise, so it compresses like a photo), 320x240, as
 * sharp encodes it: the JPEG and PNG fixtures are real, fully decodable images.
 */
const photoPixels = (width: number, height: number): Buffer => {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const x = (i / 3) % width;
    pixels[i] = Math.min(255, Math.round((x / width) * 200) + (seed % 56));
  }
  return pixels;
};
const photo = () => sharp(photoPixels(320, 240), { raw: { width: 320, height: 240, channels: 3 } });
export const JPEG: Buffer = await photo().jpeg({ quality: 85 }).toBuffer();
export const PNG: Buffer = await photo().png().toBuffer();

/** A well-formed PDF from its objects' bodies: header, objects, xref table, trailer, startxref, %%EOF. */
export const buildPdf = (objects: readonly string[]): Buffer => {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

export const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
];
export const contentStream = (text: string): string =>
  `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;

/** A real one-page PDF (with its xref table and trailer). */
export const PDF: Buffer = buildPdf([...PAGE_OBJECTS, contentStream('0 0 1 rg 10 10 100 100 re f')]);

/** A well-formed PDF of exactly `size` bytes (a page whose content stream is padded). */
export const pdfOfSize = (size: number): Buffer => {
  let padding = size - PDF.length;
  for (;;) {
    const pdf = buildPdf([...PAGE_OBJECTS, contentStream(' '.repeat(Math.max(0, padding)))]);
    if (pdf.length === size || padding < 0) return pdf;
    padding += size - pdf.length;
  }
};
