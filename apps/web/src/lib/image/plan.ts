import { downscaleSteps, FILE_MAX_BYTES, fitWithin, IMAGE_MAX_SIDE } from '@relais/domain/rules';

/**
 * The pure half of image compression (spec 5 / 9: at most 1920 px on the longest side and 5 MB):
 * which canvas sizes to draw through, which JPEG qualities to try, and when a result is blank.
 * The drawing itself happens in `compress-core.ts`, off the main thread when it can.
 */
export type Size = { width: number; height: number };

/** Qualities tried one after the other until the JPEG is under the size limit. */
export const JPEG_QUALITIES = [0.9, 0.82, 0.74, 0.66, 0.58, 0.5, 0.42, 0.34, 0.26] as const;

export type CompressionPlan = {
  /** The final size (never larger than the source). */
  target: Size;
  /** The canvases to draw through, in order, the last one being `target`; each at most half the previous. */
  steps: Size[];
};

export const compressionPlan = (source: Size, maxSide: number = IMAGE_MAX_SIDE): CompressionPlan => {
  const target = fitWithin(source.width, source.height, maxSide);
  const same = target.width === source.width && target.height === source.height;
  return { target, steps: same ? [target] : downscaleSteps(source, target) };
};

/** The largest canvas the plan draws on (the source is decoded as a bitmap, never into a canvas). */
export const largestCanvas = (plan: CompressionPlan): number =>
  Math.max(...plan.steps.map((s) => s.width * s.height));

export const underLimit = (bytes: number, maxBytes: number = FILE_MAX_BYTES): boolean =>
  bytes > 0 && bytes <= maxBytes;

/**
 * True when every pixel (RGBA, as `getImageData` gives them) has the same colour, within a small
 * tolerance for JPEG noise. A canvas that ran out of memory on a phone comes back like this.
 */
export const isBlank = (pixels: Uint8ClampedArray, tolerance = 2): boolean => {
  if (pixels.length < 4) return true;
  const [r, g, b, a] = [pixels[0] ?? 0, pixels[1] ?? 0, pixels[2] ?? 0, pixels[3] ?? 0];
  for (let i = 4; i < pixels.length; i += 4) {
    if (
      Math.abs((pixels[i] ?? 0) - r) > tolerance ||
      Math.abs((pixels[i + 1] ?? 0) - g) > tolerance ||
      Math.abs((pixels[i + 2] ?? 0) - b) > tolerance ||
      Math.abs((pixels[i + 3] ?? 0) - a) > tolerance
    )
      return false;
  }
  return true;
};

/** `photo.heic` -> `photo.jpg` (the bytes are JPEG after re-encoding). */
export const jpegName = (name: string): string => {
  const base = name.replace(/\.[^./\\]*$/, '').trim() || 'photo';
  return `${base}.jpg`;
};

/** Why an image was refused (translated under `reports.image.*`). */
export type ImageRefusal = 'image_blank' | 'image_unreadable' | 'image_too_big';
