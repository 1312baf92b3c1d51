import { useRef, type PointerEvent } from 'react';
import type { Drawing } from './layout';
import { OVERLAY_GAP, type View } from './usePanZoom';

/**
 * The whole drawing in a corner, boxes only, with the part the chart shows outlined: clicking or
 * dragging on it moves the view there. Not shown while the whole drawing is in view.
 */
const WIDTH = 200;
/** Its offset from the chart's corner and its border (explorer.css: 0.5rem, 1px), in px. */
const INSET = 8;
const BORDER = 1;

type Size = { width: number; height: number };

/**
 * The minimap's size: WIDTH wide, narrower for a tall drawing (the whole chart with its regions open) so
 * that it takes at most half the chart's height and never reaches over the toolbar above the chart.
 */
export function minimapSize(drawing: Size, viewport?: Size): Size {
  const most = viewport && viewport.height > 0 ? Math.max(40, viewport.height / 2) : Infinity;
  const width = Math.min(WIDTH, (most * drawing.width) / drawing.height);
  return { width, height: Math.max(20, (drawing.height * width) / drawing.width) };
}

/** The room the minimap of a drawing takes in the chart's bottom-right corner, for a fit to keep clear of. */
export const minimapRoom = (drawing: Size, viewport?: Size) => {
  const size = minimapSize(drawing, viewport);
  return {
    width: Math.ceil(size.width) + 2 * BORDER + INSET + OVERLAY_GAP,
    height: Math.ceil(size.height) + 2 * BORDER + INSET + OVERLAY_GAP,
  };
};

interface MinimapProps {
  drawing: Drawing;
  view: View;
  viewport: { width: number; height: number };
  onMove: (view: View) => void;
}

export function Minimap({ drawing, view, viewport, onMove }: MinimapProps) {
  const ref = useRef<SVGSVGElement | null>(null);
  const dragging = useRef(false);
  const shown = { x: -view.x / view.k, y: -view.y / view.k, width: viewport.width / view.k, height: viewport.height / view.k };
  const allInView = shown.x <= 0 && shown.y <= 0 && shown.x + shown.width >= drawing.width && shown.y + shown.height >= drawing.height;
  if (allInView || !drawing.width || !drawing.height) return null;
  const { width, height } = minimapSize(drawing, viewport);
  const scale = width / drawing.width;

  /** Centres the view on the drawing's point under the pointer. */
  const moveTo = (e: PointerEvent<SVGSVGElement>) => {
    const r = ref.current?.getBoundingClientRect();
    if (!r) return;
    const x = (e.clientX - r.left) / scale;
    const y = (e.clientY - r.top) / scale;
    onMove({ k: view.k, x: viewport.width / 2 - x * view.k, y: viewport.height / 2 - y * view.k });
  };

  return (
    <svg
      ref={ref}
      className="minimap"
      role="img"
      aria-label="Minimap: click or drag to move the view"
      width={width}
      height={height}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        moveTo(e);
      }}
      onPointerMove={(e) => dragging.current && moveTo(e)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      {drawing.states.map((s) => (
        <rect key={s.id} className={s.compound && !s.collapsed ? 'mini-compound' : 'mini-state'} x={s.x} y={s.y} width={s.width} height={s.height} />
      ))}
      <rect className="mini-view" data-testid="minimap-view" x={shown.x} y={shown.y} width={shown.width} height={shown.height} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
