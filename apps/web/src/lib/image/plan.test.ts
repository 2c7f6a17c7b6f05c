import { describe, expect, it } from 'vitest';
import { compressBitmap, type Surfaces } from './compress-core';
import { compressionPlan, isBlank, JPEG_QUALITIES, jpegName, largestCanvas } from './plan';

describe('compression plan', () => {
  it('scales a 4000x3000 photo in halving steps down to 1920 px', () => {
    const plan = compressionPlan({ width: 4000, height: 3000 });
    expect(plan.target).toEqual({ width: 1920, height: 1440 });
    expect(plan.steps).toEqual([
      { width: 2000, height: 1500 },
      { width: 1920, height: 1440 },
    ]);
    expect(largestCanvas(plan)).toBe(2000 * 1500);
  });

  it('keeps a portrait photo within 1920 px on its longest side', () => {
    const plan = compressionPlan({ width: 3000, height: 8000 });
    expect(plan.target.height).toBe(1920);
    expect(plan.target.width).toBe(720);
    expect(plan.steps.at(-1)).toEqual(plan.target);
    for (let i = 1; i < plan.steps.length; i += 1) {
      expect(plan.steps[i]?.height ?? 0).toBeGreaterThanOrEqual(
        Math.floor((plan.steps[i - 1]?.height ?? 0) / 2),
      );
    }
  });

  it('never enlarges a small image and draws it once', () => {
    expect(compressionPlan({ width: 800, height: 600 })).toEqual({
      target: { width: 800, height: 600 },
      steps: [{ width: 800, height: 600 }],
    });
    expect(compressionPlan({ width: 1920, height: 1080 }).steps).toHaveLength(1);
  });

  it('lowers the quality step by step', () => {
    for (let i = 1; i < JPEG_QUALITIES.length; i += 1)
      expect(JPEG_QUALITIES[i]).toBeLessThan(JPEG_QUALITIES[i - 1] ?? 1);
    expect(JPEG_QUALITIES[0]).toBeLessThanOrEqual(0.95);
  });

  it('tells a one-colour picture from a real one', () => {
    expect(isBlank(new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 255, 1, 1, 1, 255]))).toBe(true);
    expect(isBlank(new Uint8ClampedArray([0, 0, 0, 255, 200, 10, 10, 255]))).toBe(false);
    expect(isBlank(new Uint8ClampedArray([]))).toBe(true);
  });

  it('names the result as a JPEG', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('ticket.png')).toBe('ticket.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});

/** Fake canvases: the "pixels" are one colour per surface, the JPEG size follows the quality. */
const fakeSurfaces = (opts: {
  bytesAt: (q: number, size: number) => number;
  blankResult?: boolean;
  blankSource?: boolean;
}) => {
  const drawn: { width: number; height: number }[] = [];
  const qualities: number[] = [];
  const varied = new Uint8ClampedArray([0, 0, 0, 255, 250, 250, 250, 255]);
  const flat = new Uint8ClampedArray([9, 9, 9, 255, 9, 9, 9, 255]);
  type Fake = { width: number; height: number; blank: boolean };
  const surfaces: Surfaces = {
    create: (size) => {
      let blank = true;
      const source: Fake = { ...size, blank: true };
      return {
        source: source as unknown as CanvasImageSource,
        draw: (image, s) => {
          blank = (image as unknown as Fake).blank;
          source.blank = blank;
          if (s.width > 24) drawn.push(s);
        },
        pixels: () => (blank ? flat : varied),
        jpeg: (q) => {
          qualities.push(q);
          return Promise.resolve(new Blob([new Uint8Array(opts.bytesAt(q, size.width * size.height))]));
        },
      };
    },
    decode: () =>
      Promise.resolve({
        width: 1,
        height: 1,
        blank: Boolean(opts.blankResult),
      } as unknown as CanvasImageSource & { width: number; height: number }),
  };
  const source = {
    width: 4000,
    height: 3000,
    blank: Boolean(opts.blankSource),
  } as unknown as CanvasImageSource & { width: number; height: number };
  return { surfaces, source, drawn, qualities };
};

describe('compressBitmap', () => {
  it('draws through each step and lowers the quality until under the limit', async () => {
    const f = fakeSurfaces({ bytesAt: (q) => Math.round(q * 1000) });
    const out = await compressBitmap(f.surfaces, f.source, { maxBytes: 700 });
    expect(f.drawn).toEqual([
      { width: 2000, height: 1500 },
      { width: 1920, height: 1440 },
    ]);
    expect(out).toMatchObject({ ok: true, size: { width: 1920, height: 1440 }, quality: 0.66 });
    expect(f.qualities).toEqual([0.9, 0.82, 0.74, 0.66]);
  });

  it('refuses a blank result of a real picture, and an empty blob', async () => {
    const blank = fakeSurfaces({ bytesAt: () => 10, blankResult: true });
    expect(await compressBitmap(blank.surfaces, blank.source)).toEqual({ ok: false, reason: 'image_blank' });
    const empty = fakeSurfaces({ bytesAt: () => 0 });
    expect(await compressBitmap(empty.surfaces, empty.source)).toEqual({ ok: false, reason: 'image_blank' });
  });

  it('accepts a one-colour picture that was one colour already', async () => {
    const f = fakeSurfaces({ bytesAt: () => 10, blankResult: true, blankSource: true });
    expect(await compressBitmap(f.surfaces, f.source)).toMatchObject({ ok: true });
  });

  it('refuses what stays too big at the lowest quality', async () => {
    const f = fakeSurfaces({ bytesAt: () => 6 * 1024 * 1024 });
    expect(await compressBitmap(f.surfaces, f.source)).toEqual({ ok: false, reason: 'image_too_big' });
    expect(f.qualities).toHaveLength(JPEG_QUALITIES.length);
  });
});
