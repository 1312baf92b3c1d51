import { useEffect, useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import type { ChartModel } from '../analysis/chartModel';
import { METRICS, tagsText, textLines, type Drawing, type DrawnState, type Point } from './layout';
import { mergedMarks } from './marks';
import { Minimap, minimapRoom } from './Minimap';
import { RouteBadge } from './RouteBadge';
import { countsText } from './scope';
import { centreView, fitBoxView, fitView, usePanZoom, type View } from './usePanZoom';

/** Classes the page puts on a state box or an edge: active, on-path, covered, uncovered, selected, taken, match. */
export type Marks = (id: string) => string[];

export interface ChartViewProps {
  model: ChartModel;
  /** The drawing's accessible name: which chart it is. */
  label?: string;
  drawing: Drawing;
  stateMarks: Marks;
  edgeMarks: Marks;
  /** How much of what a closed box holds the runs covered, in words, when a coverage overlay is on. */
  closedCoverage?: (stateId: string) => string | null;
  onSelect: (stateId: string, transitionId?: string) => void;
  /** Centre this state (or this transition's label) whenever the request changes; `fit` zooms to show the state whole. */
  focus: Focus | null;
  svgRef: Ref<SVGSVGElement>;
  /** Opens (true) or closes a compound state. */
  onToggle: (stateId: string, open: boolean) => void;
  /** The view to open at instead of fitting the chart, and where the view goes as it moves. */
  initialView?: View;
  onViewChange?: (view: View) => void;
}

export interface Focus {
  id: string;
  transitionId?: string | null;
  fit?: boolean;
  nonce: number;
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

export function ChartView({ model, label = 'Journey chart', drawing, stateMarks, edgeMarks, closedCoverage, onSelect, focus, svgRef, onToggle, initialView, onViewChange }: ChartViewProps) {
  const ownRef = useRef<SVGSVGElement | null>(null);
  const { view, setView, size, corners, zoomBy, dragged, touched } = usePanZoom(ownRef, initialView);
  // Only a view the analyst chose belongs in a link: the fit of an untouched chart depends on the window it opens in.
  useEffect(() => {
    if (touched.current) onViewChange?.(view);
  }, [view, onViewChange, touched]);
  const boxes = useMemo(() => new Map(drawing.states.map((s) => [s.id, s])), [drawing]);

  const setRefs = (el: SVGSVGElement | null) => {
    ownRef.current = el;
    if (typeof svgRef === 'function') svgRef(el);
    else if (svgRef) (svgRef as { current: SVGSVGElement | null }).current = el;
  };

  // Fit the whole chart to the viewport until the user pans, zooms or asks for a state.
  useEffect(() => {
    if (!touched.current && size.width > 50) setView(fitView(drawing, size, corners));
  }, [drawing, size, corners, setView, touched]);

  // A focus request waits for the drawing that has its state (a state inside a closed box is revealed
  // by a new layout first), then is carried out once.
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || done.current === focus.nonce) return;
    const label = focus.transitionId ? drawing.edges.find((e) => e.transitions.includes(focus.transitionId!))?.label : null;
    const box = label ?? boxes.get(focus.id);
    if (!box) return;
    done.current = focus.nonce;
    touched.current = true;
    // Measured now: on a page opened at a link the request comes before the first resize is heard.
    const r = ownRef.current?.getBoundingClientRect();
    const viewport = r?.width && r.height ? { width: r.width, height: r.height } : size;
    setView((v) => (focus.fit ? fitBoxView(box, viewport, { ...corners, bottomRight: minimapRoom(drawing, viewport) }) : centreView(box, viewport, v.k)));
    // Centre once per request: a later resize must not pull the view back to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, drawing]);

  const select = (stateId: string, transitionId?: string) => {
    if (!dragged.current) onSelect(stateId, transitionId);
  };

  // An edge of the selected box is marked too: in the grid, lines between cells are faint until then.
  const touching = (e: Drawing['edges'][number]) => (stateMarks(e.source).includes('selected') || stateMarks(e.target).includes('selected') ? ['touching'] : []);
  const edgeMarkList = new Map(drawing.edges.map((e) => [e.id, [...mergedMarks(e.transitions.map(edgeMarks)), ...touching(e)]]));
  const pick = (e: Drawing['edges'][number]) => select(e.source, e.transitions.length === 1 ? e.transitions[0] : undefined);

  return (
    <div className="chart">
      <svg ref={setRefs} className={drawing.grid ? 'chart-svg grid' : 'chart-svg'} role="group" aria-label={label} data-width={drawing.width} data-height={drawing.height}>
        <defs>
          {['plain', ...MARKER_ORDER].map((m) => (
            <marker key={m} id={`arrow-${m}`} className={`arrowhead ${m}`} viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" />
            </marker>
          ))}
        </defs>
        <g data-viewport transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          <g className="states">
            {drawing.states.map((box) => (
              <StateBox key={box.id} box={box} model={model} marks={stateMarks(box.id)} coverage={closedCoverage?.(box.id) ?? null} onSelect={select} onKeySelect={onSelect} onToggle={onToggle} />
            ))}
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
                <g key={e.id} className={['edge', e.between ? 'between' : '', ...marks].filter(Boolean).join(' ')} data-transition-id={e.id} onClick={() => pick(e)}>
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
                  className={['edge-label', e.between ? 'between' : '', ...edgeMarkList.get(e.id)!].filter(Boolean).join(' ')}
                  data-label-of={e.id}
                  transform={`translate(${e.label.x} ${e.label.y})`}
                  onClick={() => pick(e)}
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
        <button type="button" onClick={() => setView(fitView(drawing, size, corners))}>
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
      <Minimap drawing={drawing} view={view} viewport={size} onMove={(v) => {
        touched.current = true;
        setView(v);
      }} />
    </div>
  );
}

interface StateBoxProps {
  box: DrawnState;
  model: ChartModel;
  marks: string[];
  coverage: string | null;
  onSelect: (stateId: string) => void;
  onKeySelect: (stateId: string) => void;
  onToggle: (stateId: string, open: boolean) => void;
}

/** A state's box: name, route, tags, and for a compound state its open/close control (a closed one says what it holds). */
function StateBox({ box, model, marks, coverage, onSelect, onKeySelect, onToggle }: StateBoxProps) {
  const s = model.states.find((x) => x.id === box.id)!;
  const tags = tagsText(s);
  const lines = textLines(s, box.headline, box.collapsed);
  const open = box.compound && !box.collapsed;
  const kind = box.collapsed ? 'collapsed' : box.compound ? 'compound' : 'atomic';
  const t = METRICS.toggle;
  const holds = box.collapsed ? `closed: ${countsText(box.collapsed)}${coverage ? `; ${coverage}` : ''}` : null;
  // The open/close control is the box's sibling, not its child: a button inside a button is one control
  // to a screen reader (axe nested-interactive), and the box's own name would swallow the control's.
  return (
    <g className="state-holder">
    <g
      className={['state', kind, box.headline ? 'headline' : '', ...marks].filter(Boolean).join(' ')}
      data-state-id={box.id}
      transform={`translate(${box.x} ${box.y})`}
      tabIndex={0}
      role="button"
      aria-label={`State ${box.id}${s.route ? `, route ${s.route}` : ''}${holds ? `, ${holds}` : ''}`}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(box.id);
      }}
      onDoubleClick={(e) => {
        if (!box.collapsed) return;
        e.stopPropagation();
        onToggle(box.id, true);
      }}
      onKeyDown={(e) => e.target === e.currentTarget && activate(e, () => onKeySelect(box.id))}
    >
      <title>{holds ? `${box.id}\n${holds}` : box.id}</title>
      <rect className="state-box" width={box.width} height={box.height} rx={box.compound ? 10 : 7} />
      <text className="state-name" x={METRICS.pad} y={lines.nameBaseline}>
        {s.key}
      </text>
      {s.route && lines.route !== null && (
        <RouteBadge route={s.route} x={METRICS.pad} y={lines.route} />
      )}
      {tags && lines.tags !== null && (
        <text className="state-tags" x={METRICS.pad} y={lines.tags + 12}>
          {tags}
        </text>
      )}
      {box.collapsed && lines.counts !== null && (
        <text className="state-counts" data-counts-of={box.id} x={METRICS.pad} y={lines.counts + 13}>
          {countsText(box.collapsed)}
        </text>
      )}
    </g>
      {box.compound && box.depth > 0 && !box.phase && (
        <g
          className="state-toggle"
          data-export="skip"
          data-toggle-of={box.id}
          role="button"
          tabIndex={0}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${box.id}`}
          aria-expanded={open}
          transform={`translate(${box.x + box.width - t - 6} ${box.y + 6})`}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(box.id, !open);
          }}
          onDoubleClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => {
            e.stopPropagation();
            activate(e, () => onToggle(box.id, !open));
          }}
        >
          <rect width={t} height={t} rx={4} />
          <path d={open ? `M5,${t / 2} H${t - 5}` : `M5,${t / 2} H${t - 5} M${t / 2},5 V${t - 5}`} />
        </g>
      )}
    </g>
  );
}
