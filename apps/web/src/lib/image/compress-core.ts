import { FILE_MAX_BYTES, IMAGE_MAX_SIDE } from '@relais/domain/rules';
import { compressionPlan, isBlank, JPEG_QUALITIES, underLimit, type ImageRefusal, type Size } from './plan';

/** A drawable picture: an ImageBitmap, or one of our canvases. */
export type Drawable = CanvasImageSource;

/** One canvas, whatever its kind (OffscreenCanvas in the worker, a DOM canvas as the fallback). */
export type Surface = {
  source: Drawable;
  draw: (image: Drawable, size: Size) => void;
  pixels: () => Uint8ClampedArray;
  jpeg: (quality: number) => Promise<Blob>;
};
export type Surfaces = {
  create: (size: Size) => Surface;
  /** Decodes an encoded image (to check the result is not blank). */
  decode: (blob: Blob) => Promise<Drawable & { width: number; height: number; close?: () => void }>;
};

export type CompressOptions = { maxSide?: number; maxBytes?: number; sample?: number };
export type CompressOutcome =
  { ok: true; blob: Blob; size: Size; quality: number } | { ok: false; reason: ImageRefusal };

const SAMPLE = 24;

const sampleOf = (surfaces: Surfaces, image: Drawable, sample: number): Uint8ClampedArray => {
  const probe = surfaces.create({ width: sample, height: sample });
  probe.draw(image, { width: sample, height: sample });
  return probe.pixels();
};

/**
 * Scales a decoded image down in halving steps to at most `maxSide`, then encodes JPEG with a
 * quality lowered step by step until it is under `maxBytes`. Refuses a blank result of a non-blank
 * source, an empty blob, and an image that stays too big at the lowest quality.
 */
export const compressBitmap = async (
  surfaces: Surfaces,
  bitmap: Drawable & { width: number; height: number },
  options: CompressOptions = {},
): Promise<CompressOutcome> => {
  const maxBytes = options.maxBytes ?? FILE_MAX_BYTES;
  const sample = options.sample ?? SAMPLE;
  if (!(bitmap.width > 0 && bitmap.height > 0)) return { ok: false, reason: 'image_unreadable' };
  const plan = compressionPlan(
    { width: bitmap.width, height: bitmap.height },
    options.maxSide ?? IMAGE_MAX_SIDE,
  );
  const sourceBlank = isBlank(sampleOf(surfaces, bitmap, sample));

  let current: Drawable = bitmap;
  let surface: Surface | null = null;
  for (const step of plan.steps) {
    const next = surfaces.create(step);
    next.draw(current, step);
    current = next.source;
    surface = next;
  }
  if (!surface) return { ok: false, reason: 'image_unreadable' };

  for (const quality of JPEG_QUALITIES) {
    const blob = await surface.jpeg(quality);
    if (blob.size === 0) return { ok: false, reason: 'image_blank' };
    if (!underLimit(blob.size, maxBytes)) continue;
    if (!sourceBlank) {
      const decoded = await surfaces.decode(blob);
      const blank = isBlank(sampleOf(surfaces, decoded, sample));
      decoded.close?.();
      if (blank) return { ok: false, reason: 'image_blank' };
    }
    return { ok: true, blob, size: plan.target, quality };
  }
  return { ok: false, reason: 'image_too_big' };
};
