import type { Surface, Surfaces } from './compress-core';
import type { Size } from './plan';

type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

const drawOn = (ctx: Context2D, image: CanvasImageSource, size: Size): void => {
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a transparent PNG becomes white, not black
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(image, 0, 0, size.width, size.height);
};

const context = <C extends Context2D>(ctx: C | null): C => {
  if (!ctx) throw new Error('no 2d context');
  return ctx;
};

/** Canvases of the worker (OffscreenCanvas). */
export const offscreenSurfaces = (): Surfaces => ({
  create: (size): Surface => {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = context(canvas.getContext('2d'));
    return {
      source: canvas,
      draw: (image, s) => drawOn(ctx, image, s),
      pixels: () => ctx.getImageData(0, 0, size.width, size.height).data,
      jpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  },
  decode: (blob) => createImageBitmap(blob),
});

/** Main-thread canvases, only where OffscreenCanvas is missing. */
export const domSurfaces = (): Surfaces => ({
  create: (size): Surface => {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = context(canvas.getContext('2d'));
    return {
      source: canvas,
      draw: (image, s) => drawOn(ctx, image, s),
      pixels: () => ctx.getImageData(0, 0, size.width, size.height).data,
      jpeg: (quality) =>
        new Promise<Blob>((resolve) =>
          canvas.toBlob((b) => resolve(b ?? new Blob([])), 'image/jpeg', quality),
        ),
    };
  },
  decode: (blob) => createImageBitmap(blob),
});
