import { AVATAR_SIDE } from '@relais/domain/rules';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { compressImage } from '../../../lib/image/compress';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { MAX_ZOOM, MIN_ZOOM, initialCrop, panBy, sourceSquare, zoomTo, type Crop } from '../model/crop';
import { blobToDataUrl } from '../../../lib/data-url';

/** The on-screen square (CSS px); the output is AVATAR_SIDE px. */
const VIEW = 256;
const KEY_STEP = 16;

export type CroppedPicture = { file: File; preview: string };

const draw = (canvas: HTMLCanvasElement, bitmap: ImageBitmap, crop: Crop, side: number): void => {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { x, y, side: s } = sourceSquare(bitmap, crop);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, side, side);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, x, y, s, s, 0, 0, side, side);
};

/**
 * Crops a picked image to a square: drag (mouse, finger or pen) or the arrow keys to move it, the
 * zoom slider (or + and -) to enlarge it. 'Use this picture' draws the square at AVATAR_SIDE px,
 * then compresses it like every image of the app (`lib/image`).
 */
export const AvatarCropper = ({
  file,
  onCancel,
  onCropped,
  onError,
}: {
  file: File;
  onCancel: () => void;
  onCropped: (picture: CroppedPicture) => void;
  onError: (code: string) => void;
}) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    let opened: ImageBitmap | null = null;
    createImageBitmap(file)
      .then((b) => {
        opened = b;
        if (!live) return b.close();
        setBitmap(b);
        setCrop(initialCrop(b));
      })
      .catch(() => onError('image_unreadable'));
    return () => {
      live = false;
      opened?.close();
    };
  }, [file, onError]);

  useEffect(() => {
    const c = canvas.current;
    if (!c || !bitmap || !crop) return;
    const ratio = window.devicePixelRatio || 1;
    const side = Math.round(VIEW * ratio);
    if (c.width !== side) {
      c.width = side;
      c.height = side;
    }
    draw(c, bitmap, crop, side);
  }, [bitmap, crop]);

  const move = (dx: number, dy: number) => {
    if (bitmap && crop) setCrop(panBy(bitmap, crop, dx, dy, VIEW));
  };
  const zoom = (value: number) => {
    if (bitmap && crop) setCrop(zoomTo(bitmap, crop, value));
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const from = drag.current;
    if (!from) return;
    drag.current = { x: e.clientX, y: e.clientY };
    move(e.clientX - from.x, e.clientY - from.y);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const step = moves[e.key];
    if (step) move(step[0], step[1]);
    else if ((e.key === '+' || e.key === '=') && crop) zoom(crop.zoom + 0.25);
    else if (e.key === '-' && crop) zoom(crop.zoom - 0.25);
    else return;
    e.preventDefault();
  };

  const confirm = async () => {
    if (!bitmap || !crop) return;
    setBusy(true);
    try {
      const out = document.createElement('canvas');
      out.width = AVATAR_SIDE;
      out.height = AVATAR_SIDE;
      draw(out, bitmap, crop, AVATAR_SIDE);
      const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) return onError('image_unreadable');
      const compressed = await compressImage(blob);
      if (!compressed.ok) return onError(compressed.reason);
      const square = new File([compressed.data], 'avatar.jpg', { type: 'image/jpeg' });
      onCropped({ file: square, preview: await blobToDataUrl(square) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-4">
      <p id="avatar-crop-help" className="m-0 text-muted">
        {t('avatar.cropHelp')}
      </p>
      <canvas
        ref={canvas}
        tabIndex={0}
        role="img"
        aria-label={t('avatar.cropArea')}
        aria-describedby="avatar-crop-help"
        data-testid="avatar-crop"
        style={{ width: VIEW, height: VIEW, touchAction: 'none' }}
        className="cursor-grab rounded-full bg-secondary-soft outline-offset-4 focus-visible:outline-2 focus-visible:outline-primary active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      />
      <label className="flex w-full flex-col gap-1 font-semibold">
        {t('avatar.zoom')}
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop?.zoom ?? MIN_ZOOM}
          disabled={!crop}
          onChange={(e) => zoom(Number(e.target.value))}
          className="w-full accent-primary"
        />
      </label>
      <div className="flex w-full justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={!crop || busy}>
          {t('avatar.usePicture')}
        </Button>
      </div>
    </div>
  );
};
