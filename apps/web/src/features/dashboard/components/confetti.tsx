import { useEffect, useRef } from 'react';

const COLOURS = ['#13693f', '#f2b705', '#e4572e', '#4a90d9', '#a23b72', '#2bb673'];
const COUNT = 140;

type Piece = {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
};

const pieces = (width: number): Piece[] =>
  Array.from({ length: COUNT }, (_, i) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 300,
    vx: (Math.random() - 0.5) * 2.4,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.3,
    colour: COLOURS[i % COLOURS.length] ?? '#13693f',
  }));

/**
 * A small hand-written confetti rain on a canvas over the page (no library). It only draws while
 * mounted: home mounts it for CONFETTI_MS. Nothing moves for users who prefer reduced motion.
 */
export const Confetti = () => {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // in the top layer, above the congratulation dialog (a modal <dialog> covers everything else)
    canvas.showPopover?.();
    const width = (canvas.width = innerWidth);
    const height = (canvas.height = innerHeight);
    const all = pieces(width);
    let frame = requestAnimationFrame(function draw() {
      ctx.clearRect(0, 0, width, height);
      for (const p of all) {
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        if (p.y > height + 20) p.y = -20;
        ctx.save();
        ctx.translate(p.x, p.y);
        ctx.rotate(p.angle);
        ctx.fillStyle = p.colour;
        ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        ctx.restore();
      }
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <canvas
      ref={ref}
      popover="manual"
      data-confetti=""
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none border-0 bg-transparent p-0"
    />
  );
};
