import { useEffect, useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import type { ChartModel } from '../machines/chartModel';
import { METRICS, tagsText, type Drawing, type Point } from './layout';
import { centreView, fitView, usePanZoom } from './usePanZoom';

/** Classes the page puts on a state box or an edge: active, on-path, covered, uncovered, selected, taken, match. */
export type Marks = (id: string) => string[];

export interface ChartViewProps {
  model: ChartModel;
  drawing: Drawing;
  stateMarks: Marks;
  edgeMarks: Marks;
  onSelect: (stateId: string, transitionId?: string) => void;
  /** Centre this state (or this transition's label) whenever the request changes. */
  focus: { id: string; transitionId?: string | null; nonce: number } | null;
  svgRef: Ref<SVGSVGElement>;
}

const d = (points: Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** The arrowhead of an edge follows its most telling mark. */
const MARKER_ORDER = ['selected', 'taken', 'on-path', 'uncovered', 'covered'];
const markerOf = (marks: string[]) => `url(#arrow-${MARKER_ORDER.find((m) => marks.includes(m)) ?? 'plain'})`;

function activate(e: KeyboardEvent, run: () => void) {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
}

export function ChartView({ model, drawing, stateMarks, edgeMarks, onSelect, focus, svgRef }: ChartViewProps) {
  const ownRef = useRef<SVGSVGElement | null>(null);
  const { view, setView, size, zoomBy, dragged, touched } = usePanZoom(ownRef);
  const byId = useMemo(() => new Map(model.states.map((s) => [s.id, s])), [model]);
  const boxes = useMemo(() => new Map(drawing.states.map((s) => [s.id, s])), [drawing]);

  const setRefs = (el: SVGSVGElement | null) => {
    ownRef.current = el;
    if (typeof svgRef === 'function') svgRef(el);
    else if (svgRef) (svgRef as { current: SVGSVGElement | null }).current = el;
  };

  // Fit the whole chart to the viewport until the user pans, zooms or asks for a state.
  useEffect(() => {
    if (!touched.current && size.width > 50) setView(fitView(drawing, size));
  }, [drawing, size, setView, touched]);

  useEffect(() => {
    if (!focus) return;
    const label = focus.transitionId ? drawing.edges.find((e) => e.id === focus.transitionId)?.label : null;
    const box = label ?? boxes.get(focus.id);
    if (box) {
      touched.current = true;
      setView((v) => centreView(box, size, v.k));
    }
    // Centre once per request: a later resize or relayout must not pull the view back to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const select = (stateId: string, transitionId?: string) => {
    if (!dragged.current) onSelect(stateId, transitionId);
  };

  const edgeMarkList = new Map(drawing.edges.map((e) => [e.id, edgeMarks(e.id)]));

  return (
    <div className="chart">
      <svg ref={setRefs} className="chart-svg" role="group" aria-label="Journey chart" data-width={drawing.width} data-height={drawing.height}>
        <defs>
          {['plain', ...MARKER_ORDER].map((m) => (
            <marker key={m} id={`arrow-${m}`} className={`arrowhead ${m}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          ))}
        </defs>
        <g data-viewport transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          <g className="states">
            {drawing.states.map((box) => {
              const s = byId.get(box.id)!;
              const marks = stateMarks(box.id);
              const tags = tagsText(s);
              const badgeY = METRICS.lineName;
              return (
                <g
                  key={box.id}
                  className={['state', box.compound ? 'compound' : 'atomic', ...marks].join(' ')}
                  data-state-id={box.id}
                  transform={`translate(${box.x} ${box.y})`}
                  tabIndex={0}
                  role="button"
                  aria-label={`State ${box.id}${s.route ? `, route ${s.route}` : ''}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    select(box.id);
                  }}
                  onKeyDown={(e) => activate(e, () => onSelect(box.id))}
                >
                  <title>{box.id}</title>
                  <rect className="state-box" width={box.width} height={box.height} rx={box.compound ? 10 : 7} />
                  <text className="state-name" x={METRICS.pad} y={17}>
                    {s.key}
                  </text>
                  {s.route && (
                    <g className="route-badge" transform={`translate(${METRICS.pad} ${badgeY})`}>
                      <rect width={s.route.length * METRICS.badgeChar + 12} height={16} rx={8} />
                      <text x={6} y={12}>
                        {s.route}
                      </text>
                    </g>
                  )}
                  {tags && (
                    <text className="state-tags" x={METRICS.pad} y={badgeY + (s.route ? METRICS.lineBadge : 0) + 12}>
                      {tags}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
          <g className="initials">
            {drawing.initials.map((i) => (
              <g key={i.parent} className="initial" data-initial-of={i.parent}>
                <circle cx={i.x + i.size / 2} cy={i.y + i.size / 2} r={i.size / 2 - 1} />
                <path d={d(i.path)} markerEnd="url(#arrow-plain)" />
              </g>
            ))}
          </g>
          <g className="edges">
            {drawing.edges.map((e) => {
              const marks = edgeMarkList.get(e.id)!;
              return (
                <g key={e.id} className={['edge', ...marks].join(' ')} data-transition-id={e.id} onClick={() => select(e.source, e.id)}>
                  {e.paths.map((p, i) => (
                    <path key={i} d={d(p)} markerEnd={markerOf(marks)} />
                  ))}
                </g>
              );
            })}
          </g>
          <g className="edge-labels">
            {drawing.edges.map((e) =>
              e.label ? (
                <g
                  key={e.id}
                  className={['edge-label', ...edgeMarkList.get(e.id)!].join(' ')}
                  data-label-of={e.id}
                  transform={`translate(${e.label.x} ${e.label.y})`}
                  onClick={() => select(e.source, e.id)}
                >
                  <rect width={e.label.width} height={e.label.height} rx={3} />
                  <text x={3} y={e.label.height - 4}>
                    {e.label.text}
                  </text>
                </g>
              ) : null,
            )}
          </g>
        </g>
      </svg>
      <div className="zoom-buttons" role="group" aria-label="Zoom">
        <button type="button" onClick={() => setView(fitView(drawing, size))}>
          Fit
        </button>
        <button type="button" aria-label="Zoom in" onClick={() => zoomBy(1.25)}>
          +
        </button>
        <button type="button" aria-label="Zoom out" onClick={() => zoomBy(0.8)}>
          −
        </button>
        <span className="zoom-level" aria-live="polite">
          {Math.round(view.k * 100)}%
        </span>
      </div>
    </div>
  );
}
