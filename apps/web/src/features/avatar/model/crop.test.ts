import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, clampCrop, initialCrop, panBy, sourceSquare, zoomTo } from './crop';

const wide = { width: 400, height: 300 };

describe('square crop', () => {
  it('starts on the centred square of the shorter side', () => {
    expect(sourceSquare(wide, initialCrop(wide))).toEqual({ x: 50, y: 0, side: 300 });
  });

  it('pans with the finger and stops at the edges', () => {
    const start = initialCrop(wide);
    // a 300 px viewport shows 300 source px: one screen px is one source px at zoom 1
    expect(sourceSquare(wide, panBy(wide, start, 20, 0, 300))).toEqual({ x: 30, y: 0, side: 300 });
    expect(sourceSquare(wide, panBy(wide, start, 500, 500, 300))).toEqual({ x: 0, y: 0, side: 300 });
    expect(sourceSquare(wide, panBy(wide, start, -500, 0, 300)).x).toBe(100);
  });

  it('zooms around the centre, between 1 and 4', () => {
    expect(sourceSquare(wide, zoomTo(wide, initialCrop(wide), 2))).toEqual({ x: 125, y: 75, side: 150 });
    expect(zoomTo(wide, initialCrop(wide), 10).zoom).toBe(MAX_ZOOM);
    expect(zoomTo(wide, initialCrop(wide), 0.2).zoom).toBe(1);
  });

  it('always stays a square inside the picture', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        (width, height, zoom, cx, cy) => {
          const img = { width, height };
          const { x, y, side } = sourceSquare(img, clampCrop(img, { zoom, cx, cy }));
          expect(x).toBeGreaterThanOrEqual(-1e-9);
          expect(y).toBeGreaterThanOrEqual(-1e-9);
          expect(x + side).toBeLessThanOrEqual(width + 1e-9);
          expect(y + side).toBeLessThanOrEqual(height + 1e-9);
        },
      ),
    );
  });
});
