/**
 * The square crop of a picture, in the source image's pixels: a zoom (1 = the largest square that
 * fits) and the square's centre, always kept inside the image. Pure: the cropper draws from it.
 */
export type Crop = { zoom: number; cx: number; cy: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The side of the cropped square in source pixels. */
export const cropSide = (img: Size, zoom: number): number => Math.min(img.width, img.height) / zoom;

/** Keeps the zoom in range and the square inside the image. */
export const clampCrop = (img: Size, c: Crop): Crop => {
  const zoom = clamp(c.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(img, zoom) / 2;
  return { zoom, cx: clamp(c.cx, half, img.width - half), cy: clamp(c.cy, half, img.height - half) };
};

/** The centred square of the whole picture's shorter side. */
export const initialCrop = (img: Size): Crop => ({ zoom: 1, cx: img.width / 2, cy: img.height / 2 });

/**
 * Moves the picture under the square by (dx, dy) screen pixels of a viewport `viewSide` wide:
 * dragging right shows more of the left side, as a finger expects.
 */
export const panBy = (img: Size, c: Crop, dx: number, dy: number, viewSide: number): Crop => {
  const scale = viewSide / cropSide(img, c.zoom);
  return clampCrop(img, { ...c, cx: c.cx - dx / scale, cy: c.cy - dy / scale });
};

/** Zooms around the square's centre. */
export const zoomTo = (img: Size, c: Crop, zoom: number): Crop => clampCrop(img, { ...c, zoom });

/** The source rectangle to draw into the square output. */
export const sourceSquare = (img: Size, c: Crop): { x: number; y: number; side: number } => {
  const side = cropSide(img, c.zoom);
  return { x: c.cx - side / 2, y: c.cy - side / 2, side };
};
