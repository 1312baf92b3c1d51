import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Pan and zoom of the chart: wheel zooms around the pointer, dragging pans, and the buttons' helpers. */
export interface View {
  k: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 3;
const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** The view that shows a w×h drawing whole inside a viewport, centred. */
export function fitView(drawing: { width: number; height: number }, viewport: { width: number; height: number }): View {
  const k = clamp(Math.min(viewport.width / drawing.width, viewport.height / drawing.height) * 0.96);
  return { k, x: (viewport.width - drawing.width * k) / 2, y: (viewport.height - drawing.height * k) / 2 };
}

/** The view that puts a box in the middle of the viewport, zoomed in to at least `minZoom`. */
export function centreView(box: { x: number; y: number; width: number; height: number }, viewport: { width: number; height: number }, k: number, minZoom = 0.9): View {
  const zoom = clamp(Math.max(k, minZoom));
  return { k: zoom, x: viewport.width / 2 - (box.x + box.width / 2) * zoom, y: viewport.height / 2 - (box.y + box.height / 2) * zoom };
}

/** The view that shows a box whole, centred, as large as fits (not beyond 100%). */
export function fitBoxView(box: { x: number; y: number; width: number; height: number }, viewport: { width: number; height: number }): View {
  const k = clamp(Math.min(1, Math.min(viewport.width / box.width, viewport.height / box.height) * 0.96));
  return { k, x: viewport.width / 2 - (box.x + box.width / 2) * k, y: viewport.height / 2 - (box.y + box.height / 2) * k };
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
  const [size, setSize] = useState({ width: 800, height: 600 });
  /** Set while a drag is under way or has just ended, so the click that ends a drag selects nothing. */
  const dragged = useRef(false);
  /** Whether the user has moved the view: until then the chart is kept fitted to the viewport. */
  const touched = useRef(Boolean(initial));
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const r = svg.getBoundingClientRect();
      if (r.width && r.height) setSize({ width: r.width, height: r.height });
    };
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(svg);
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
  return { view, setView, size, zoomBy, dragged, touched };
}
