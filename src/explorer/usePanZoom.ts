import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Pan and zoom of the chart: wheel zooms around the pointer, dragging pans, and the buttons' helpers. */
export interface View {
  k: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 3;
/** Space kept between a fitted drawing and an overlay, in screen px. */
export const OVERLAY_GAP = 6;
const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

interface Size {
  width: number;
  height: number;
}

/**
 * What covers the chart's corners, margins included: the zoom buttons top right, the legend bottom
 * left, the minimap bottom right. A fitted drawing stays clear of them, or its corner boxes would be
 * read through them.
 */
export interface Corners {
  topRight?: Size | null;
  bottomLeft?: Size | null;
  bottomRight?: Size | null;
}

interface Area extends Size {
  x: number;
  y: number;
}

const CORNERS = ['topRight', 'bottomLeft', 'bottomRight'] as const;

/**
 * The part of the viewport a box is fitted into: clear of every corner's overlay, each kept out by a
 * band along the top or bottom edge or by one down its side, whichever choice leaves the box largest.
 */
export function clearArea(box: Size, viewport: Size, corners: Corners = {}): Area {
  const overlays = CORNERS.flatMap((corner) => {
    const size = corners[corner];
    return size ? [{ corner, size }] : [];
  });
  const scale = (a: Area) => Math.min(a.width / box.width, a.height / box.height);
  let best: Area = { x: 0, y: 0, ...viewport };
  for (let choice = 0; choice < 2 ** overlays.length; choice++) {
    const inset = { top: 0, bottom: 0, left: 0, right: 0 };
    overlays.forEach(({ corner, size }, i) => {
      const alongEdge = (choice >> i) & 1;
      if (alongEdge) {
        const edge = corner.startsWith('top') ? 'top' : 'bottom';
        inset[edge] = Math.max(inset[edge], size.height);
      } else {
        const side = corner.endsWith('Left') ? 'left' : 'right';
        inset[side] = Math.max(inset[side], size.width);
      }
    });
    const area = { x: inset.left, y: inset.top, width: viewport.width - inset.left - inset.right, height: viewport.height - inset.top - inset.bottom };
    if (area.width > 0 && area.height > 0 && (choice === 0 || scale(area) > scale(best))) best = area;
  }
  return best;
}

/** The view that shows a w×h drawing whole inside a viewport, centred in the room the overlays leave. */
export function fitView(drawing: Size, viewport: Size, corners?: Corners): View {
  const a = clearArea(drawing, viewport, corners);
  const k = clamp(Math.min(a.width / drawing.width, a.height / drawing.height) * 0.96);
  return { k, x: a.x + (a.width - drawing.width * k) / 2, y: a.y + (a.height - drawing.height * k) / 2 };
}

/** The view that puts a box in the middle of the viewport, zoomed in to at least `minZoom`. */
export function centreView(box: { x: number; y: number; width: number; height: number }, viewport: { width: number; height: number }, k: number, minZoom = 0.9): View {
  const zoom = clamp(Math.max(k, minZoom));
  return { k: zoom, x: viewport.width / 2 - (box.x + box.width / 2) * zoom, y: viewport.height / 2 - (box.y + box.height / 2) * zoom };
}

/** The view that shows a box whole, centred in the room the overlays leave, as large as fits (not beyond 100%). */
export function fitBoxView(box: { x: number; y: number; width: number; height: number }, viewport: Size, corners?: Corners): View {
  const a = clearArea(box, viewport, corners);
  const k = clamp(Math.min(1, Math.min(a.width / box.width, a.height / box.height) * 0.96));
  return { k, x: a.x + a.width / 2 - (box.x + box.width / 2) * k, y: a.y + a.height / 2 - (box.y + box.height / 2) * k };
}

/** Zoom by a factor keeping the point (px, py) of the viewport where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clamp(view.k * factor);
  const f = k / view.k;
  return { k, x: px - (px - view.x) * f, y: py - (py - view.y) * f };
}

/** `initial`: a view to open at (a link to what someone saw) instead of fitting the chart. */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, initial?: View) {
  const [view, setView] = useState<View>(initial ?? { k: 1, x: 0, y: 0 });
  const [size, setSize] = useState<Size>({ width: 800, height: 600 });
  /** The room the legend and the zoom buttons take in their corners, measured: the legend changes with the overlay shown. */
  const [corners, setCorners] = useState<Corners>({});
  /** Set while a drag is under way or has just ended, so the click that ends a drag selects nothing. */
  const dragged = useRef(false);
  /** Whether the user has moved the view: until then the chart is kept fitted to the viewport. */
  const touched = useRef(Boolean(initial));
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const legend = svg.closest('.chart-area')?.querySelector('.legend');
    const zoom = svg.parentElement?.querySelector('.zoom-buttons');
    const measure = () => {
      const r = svg.getBoundingClientRect();
      if (r.width && r.height) setSize({ width: r.width, height: r.height });
      const l = legend?.getBoundingClientRect();
      const z = zoom?.getBoundingClientRect();
      const room = (width: number, height: number) => ({ width: Math.ceil(width + OVERLAY_GAP), height: Math.ceil(height + OVERLAY_GAP) });
      const next: Corners = {
        bottomLeft: l?.width ? room(l.right - r.left, r.bottom - l.top) : null,
        topRight: z?.width ? room(r.right - z.left, z.bottom - r.top) : null,
      };
      setCorners((known) => (JSON.stringify(known) === JSON.stringify(next) ? known : next));
    };
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(svg);
    if (legend) ro?.observe(legend);
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      touched.current = true;
      const r = svg.getBoundingClientRect();
      setView((v) => zoomAt(v, Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });

    let start: { x: number; y: number; view: View; id: number } | null = null;
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      dragged.current = false;
      start = { x: e.clientX, y: e.clientY, view: viewRef.current, id: e.pointerId };
    };
    const onMove = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return;
      const dx = e.clientX - start.x;
      const dy = e.clientY - start.y;
      if (!dragged.current && Math.hypot(dx, dy) < 4) return;
      if (!dragged.current) {
        dragged.current = true;
        touched.current = true;
        svg.setPointerCapture(e.pointerId);
        svg.classList.add('panning');
      }
      const s = start;
      setView({ k: s.view.k, x: s.view.x + dx, y: s.view.y + dy });
    };
    const onUp = (e: PointerEvent) => {
      if (!start || e.pointerId !== start.id) return;
      start = null;
      svg.classList.remove('panning');
      if (svg.hasPointerCapture(e.pointerId)) svg.releasePointerCapture(e.pointerId);
    };
    svg.addEventListener('pointerdown', onDown);
    svg.addEventListener('pointermove', onMove);
    svg.addEventListener('pointerup', onUp);
    svg.addEventListener('pointercancel', onUp);
    return () => {
      ro?.disconnect();
      svg.removeEventListener('wheel', onWheel);
      svg.removeEventListener('pointerdown', onDown);
      svg.removeEventListener('pointermove', onMove);
      svg.removeEventListener('pointerup', onUp);
      svg.removeEventListener('pointercancel', onUp);
    };
  }, [svgRef]);

  const zoomBy = useCallback(
    (factor: number) => {
      touched.current = true;
      setView((v) => zoomAt(v, factor, size.width / 2, size.height / 2));
    },
    [size],
  );
  return { view, setView, size, corners, zoomBy, dragged, touched };
}
