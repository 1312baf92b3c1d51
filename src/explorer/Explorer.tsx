import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chartModel } from '../analysis/chartModel';
import { journeyMachine } from '../../machines/journey.machine';
import { api } from '../../services/http';
import { ChartView, type Focus } from './ChartView';
import { CoverageControl } from './CoverageControl';
import { coverageMark, isEmptyCoverage, parseCoverage, mergeCoverage, type Coverage, type CoverageView } from './coverageOverlay';
import { download, standaloneSvg } from './exportSvg';
import type { Drawing } from './layout';
import { cachedLayout } from './layoutCache';
import { useLiveJourney } from './live';
import { LivePanel } from './LivePanel';
import { heldCoverage, heldCoverageText, marksOf, type HeldCoverage } from './marks';
import { MERMAID_EXPORT_FILE, mermaidExport } from '../analysis/mermaid';
import { PathPicker, PathSteps } from './PathPicker';
import type { PathOption } from './paths';
import { layoutInWorker, pathsInWorker } from './layoutWorker';
import { ScopeTools } from './ScopeTools';
import { compoundIdsIn, isCompound, phaseIds, regionIds, revealIn, scopeKey, type Scope } from './scope';
import { SearchBox } from './SearchBox';
import { activeIds, current, replayTrace, startSimulation, stepBack, stepSimulation, traceOf, type Simulation } from './simulate';
import { CHART_SETTINGS } from '../analysis/settings';
import { SimulatePanel } from './SimulatePanel';
import { StateDetails, type StateScope } from './StateDetails';
import { UncoveredList } from './UncoveredList';
import { explorerSearch, linkedView, parseExplorerUrl, type ExplorerUrlState } from './urlState';
import type { View } from './usePanZoom';
import './explorer.css';

/**
 * The journey chart explorer: the whole parent chart, laid out by ELK, for analysts to read and
 * testers to plan with. Everything is computed in the browser from the bundled chart; nothing is fetched
 * but an optional coverage summary from the sandbox bank.
 */
const model = chartModel(journeyMachine);
// Laid out and generated once per page load, whichever explorer instance asks first.
const layouts = new Map<string, Promise<Drawing>>();
const layoutOf = (scope: Scope) => {
  const key = scopeKey(scope);
  if (!layouts.has(key)) layouts.set(key, cachedLayout(model, scope, layoutInWorker));
  return layouts.get(key)!;
};
let generated: Promise<PathOption[]> | null = null;

interface Selection {
  stateId: string;
  transitionId: string | null;
}

/** What the address the explorer was opened at asks to show, and why its simulation could not be replayed. */
function openedLink(): { link: ExplorerUrlState; sim: Simulation | null; problem: string | null } {
  const link = linkedView(model, parseExplorerUrl(window.location.search));
  const replayed = link.sim ? replayTrace(journeyMachine, link.sim) : null;
  if (replayed && 'error' in replayed) return { link, sim: null, problem: `The link's simulation could not be replayed: ${replayed.error}` };
  return { link, sim: replayed, problem: null };
}

/** How long the address waits for the view to settle: a drag or a wheel turn is one entry, not sixty. */
const ADDRESS_DELAY_MS = 250;

export default function Explorer() {
  // The address says what to show first (a link from a colleague); a bare address is the overview.
  const [opened] = useState(openedLink);
  const { link } = opened;
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection | null>(link.state ? { stateId: link.state, transitionId: link.transition } : null);
  // A linked state is centred unless the link has a view of its own.
  const [focus, setFocus] = useState<Focus | null>(link.state && !link.view ? { id: link.state, transitionId: link.transition, nonce: 0 } : null);
  // What is drawn: the overview (every region closed) until the analyst opens regions or picks one.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(link.open));
  const [region, setRegion] = useState<string | null>(link.region);
  const scope = useMemo<Scope>(() => ({ expanded, region }), [expanded, region]);
  /** The scope the drawing shown was laid out for: a request to centre a state waits for the drawing of the current scope. */
  const [drawnKey, setDrawnKey] = useState<string | null>(null);
  const layingOut = drawnKey !== scopeKey(scope);
  const [sim, setSim] = useState<Simulation | null>(opened.sim);
  const [follow, setFollow] = useState(false);
  const [paths, setPaths] = useState<PathOption[] | null>(null);
  const [pathKey, setPathKey] = useState(link.path ?? '');
  const [coverage, setCoverage] = useState<Coverage | null>(null);
  const [coverageView, setCoverageView] = useState<CoverageView>('both');
  const shownCoverage = isEmptyCoverage(model, coverage) ? null : coverage;
  const svgRef = useRef<SVGSVGElement | null>(null);
  const live = useLiveJourney(follow);

  // The address follows what is shown, replaced in place: Back leaves the explorer, as it came.
  const address = useRef<ExplorerUrlState>(link);
  const addressTimer = useRef<number | undefined>(undefined);
  const showInAddress = useCallback((change: Partial<ExplorerUrlState>) => {
    address.current = { ...address.current, ...change };
    window.clearTimeout(addressTimer.current);
    addressTimer.current = window.setTimeout(() => {
      const search = explorerSearch(address.current);
      if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }, ADDRESS_DELAY_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(addressTimer.current), []);
  useEffect(
    () => showInAddress({ state: selection?.stateId ?? null, transition: selection?.transitionId ?? null, open: [...expanded], region, sim: sim ? traceOf(sim) : null, path: pathKey || null }),
    [selection, expanded, region, sim, pathKey, showInAddress],
  );
  const onViewChange = useCallback((view: View) => showInAddress({ view }), [showInAddress]);

  useEffect(() => {
    document.title = 'Journey chart explorer';
    let open = true;
    // The heavy work runs in workers; the drawing and the path list are rendered as transitions, which
    // React renders in slices, so building the chart's thousand-odd elements never blocks the page.
    // Paths only once the chart is first drawn: on a first load ELK gets the processor to itself.
    generated ??= layoutOf(scope).catch(() => undefined).then(() => pathsInWorker());
    generated.then((p) => open && startTransition(() => setPaths(p)), () => open && setPaths([]));
    // The sandbox bank may have a coverage summary of the last runs; without it there is no overlay.
    fetch(api('/api/sim/journey-coverage'), { headers: { Accept: 'application/json' } })
      .then(async (r) => (r.ok ? parseCoverage(await r.text(), 'last runs') : null))
      .then((c) => c && setCoverage((known) => known ?? mergeCoverage([c])))
      .catch(() => undefined);
    return () => {
      open = false;
    };
    // The first drawing only: later ones are the effect below's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    layoutOf(scope).then(
      (d) => current && startTransition(() => {
        setDrawing(d);
        setDrawnKey(scopeKey(scope));
      }),
      (e: unknown) => current && setLayoutError(String(e)),
    );
    return () => {
      current = false;
    };
  }, [scope]);

  /** Opens what hides a state: its closed ancestors, or the whole chart when it lies outside the region shown. */
  const reveal = useCallback((id: string) => {
    const next = revealIn(model, { expanded, region }, id);
    if (next.expanded !== expanded) setExpanded(next.expanded);
    if (next.region !== region) setRegion(next.region);
  }, [expanded, region]);

  const show = useCallback((stateId: string, transitionId: string | null = null, centre = true) => {
    setSelection({ stateId, transitionId });
    reveal(stateId);
    if (centre) setFocus({ id: stateId, transitionId, nonce: Date.now() + Math.random() });
  }, [reveal]);
  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
    // An opened region is shown whole; after closing one, the drawing it was part of.
    const whole = region ?? model.states.find((st) => st.parent === null)?.id ?? id;
    setFocus({ id: open ? id : whole, fit: true, nonce: Date.now() + Math.random() });
  };

  const viewRegion = (id: string) => {
    setExpanded(new Set([...expanded, ...compoundIdsIn(model, id)]));
    setRegion(id);
    setFocus({ id, fit: true, nonce: Date.now() + Math.random() });
  };
  /** The selected state's open, close and region-view controls, when it is a compound state the chart can close (not the root nor a phase). */
  const selectedScope = (id: string): StateScope | null => {
    const s = model.states.find((x) => x.id === id);
    if (!s || !isCompound(s) || s.parent === null || phaseIds(model).includes(id)) return null;
    const ownRegion = regionIds(model).includes(id) && region !== id;
    return { open: expanded.has(id), onToggle: (open) => toggle(id, open), onViewRegion: ownRegion ? () => viewRegion(id) : undefined };
  };

  // Follow live: centre on the state the journey is in.
  const liveLeaf = live.message?.active[live.message.active.length - 1];
  useEffect(() => {
    if (!follow || !liveLeaf) return;
    reveal(liveLeaf);
    setFocus({ id: liveLeaf, nonce: Date.now() });
    // Reveal once per move of the journey, not again when the analyst closes a region meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [follow, liveLeaf, live.message]);

  const active = useMemo(() => {
    if (follow) return new Set(live.message?.active ?? []);
    if (sim) return new Set(activeIds(current(sim).snapshot));
    return new Set<string>();
  }, [follow, live.message, sim]);
  const taken = useMemo(() => new Set(sim && !follow ? current(sim).transitions : []), [sim, follow]);
  const path = paths?.find((p) => p.key === pathKey) ?? null;

  // A closed box is as covered as the least covered thing it holds, and says how much of it was reached.
  const held = useMemo(() => {
    if (!shownCoverage || !drawing) return new Map<string, HeldCoverage>();
    return new Map(drawing.states.filter((b) => b.collapsed).map((b) => [b.id, heldCoverage(model, shownCoverage, coverageView, b.id)]));
  }, [drawing, shownCoverage, coverageView]);
  const stateCoverage = shownCoverage && ((id: string) => held.get(id)?.mark ?? coverageMark(shownCoverage, coverageView, 'states', id));
  const stateMarks = (id: string) => marksOf(id, { current: { ids: active, mark: 'active' }, onPath: path?.states, coverage: stateCoverage, selected: selection?.stateId });
  const edgeMarks = (id: string) =>
    marksOf(id, { current: { ids: taken, mark: 'taken' }, onPath: path?.transitions, coverage: shownCoverage && ((t) => coverageMark(shownCoverage, coverageView, 'transitions', t)), selected: selection?.transitionId });
  const closedCoverage = (id: string) => {
    const h = held.get(id);
    return h ? heldCoverageText(h) : null;
  };

  const toggleSimulate = () => {
    if (sim) return setSim(null);
    setFollow(false);
    const started = startSimulation(journeyMachine);
    setSim(started);
    const leaf = activeIds(current(started).snapshot).at(-1);
    if (leaf) show(leaf);
  };
  const simView = (next: Simulation) => {
    setSim(next);
    const leaf = activeIds(current(next).snapshot).at(-1);
    if (leaf) show(leaf);
  };
  const simSend: Parameters<typeof SimulatePanel>[0]['onSend'] = (event, label) => {
    if (sim) simView(stepSimulation(journeyMachine, sim, event, label));
  };

  const exportSvg = () => {
    if (svgRef.current && drawing) download('journey-chart.svg', standaloneSvg(svgRef.current, drawing), 'image/svg+xml');
  };
  const exportMermaid = () => download(MERMAID_EXPORT_FILE, mermaidExport(model), 'text/markdown');

  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>Journey chart explorer</h1>
        <span className="counts" data-testid="chart-counts">
          {model.states.length} states, {model.transitions.length} transitions
        </span>
        <a href={import.meta.env.BASE_URL} className="back-link">
          Back to the application
        </a>
      </header>
      <div className="toolbar" role="toolbar" aria-label="Explorer tools">
        <SearchBox model={model} onChoose={(h) => show(h.stateId, h.transitionId)} />
        <div className="tool-group">
          <button type="button" aria-pressed={Boolean(sim)} onClick={toggleSimulate}>
            Simulate
          </button>
          <label className="toggle">
            <input
              type="checkbox"
              checked={follow}
              disabled={!live.supported}
              onChange={(e) => {
                setFollow(e.target.checked);
                if (e.target.checked) setSim(null);
              }}
            />
            Follow live journey
          </label>
        </div>
        <ScopeTools
          model={model}
          scope={scope}
          onExpanded={setExpanded}
          onRegion={setRegion}
          onFit={(id) => setFocus({ id, fit: true, nonce: Date.now() + Math.random() })}
        />
        <PathPicker model={model} options={paths} value={pathKey} onChange={setPathKey} />
        <div className="tool-group">
          <CoverageControl model={model} coverage={coverage} view={coverageView} onChange={setCoverage} onView={setCoverageView} />
        </div>
        <div className="tool-group">
          <button type="button" className="secondary" onClick={exportSvg} disabled={!drawing}>
            Export SVG
          </button>
          <button type="button" className="secondary" onClick={exportMermaid} title="The overview and one diagram per region, in one Markdown file">
            Export Mermaid
          </button>
        </div>
      </div>
      <div className="explorer-body">
        <div className="chart-area">
          {drawing ? (
            <ChartView model={model} drawing={drawing} stateMarks={stateMarks} edgeMarks={edgeMarks} closedCoverage={closedCoverage} onSelect={(id, t) => show(id, t ?? null, false)} focus={layingOut ? null : focus} svgRef={svgRef} onToggle={toggle} initialView={link.view ?? undefined} onViewChange={onViewChange} />
          ) : (
            <p className="hint chart-loading" role="status">
              {layoutError ? `The chart could not be laid out: ${layoutError}` : 'Laying out the chart…'}
            </p>
          )}
          {drawing && layingOut && (
            <p className="hint chart-relayout" role="status">
              Laying out…
            </p>
          )}
          <Legend coverage={shownCoverage ? coverageView : null} />
        </div>
        <aside className="side" aria-label="Details">
          {opened.problem && <p className="hint link-problem" role="status">{opened.problem}</p>}
          {follow && <LivePanel live={live} />}
          {sim && <SimulatePanel machine={journeyMachine} model={model} sim={sim} onChange={simView} onSend={simSend} onBack={() => setSim(stepBack(sim))} onReset={(name) => setSim(startSimulation(journeyMachine, CHART_SETTINGS.find((c) => c.name === name)))} />}
          {selection && <StateDetails model={model} stateId={selection.stateId} transitionId={selection.transitionId} onSelect={(id) => show(id)} scope={selectedScope(selection.stateId)} />}
          {path && <PathSteps path={path} onSelect={(id) => show(id)} />}
          {shownCoverage && <UncoveredList model={model} coverage={shownCoverage} view={coverageView} selected={selection?.transitionId ?? selection?.stateId ?? null} onSelect={show} />}
          {!selection && !sim && !follow && !path && (
            <section className="panel">
              <h2>How to use</h2>
              <p>Click a state to see its route, description, spec section and transitions. Drag to pan, wheel to zoom.</p>
              <p>Simulate walks the chart with sample events; Follow live shows where a journey in another tab is.</p>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

function Legend({ coverage }: { coverage: CoverageView | null }) {
  return (
    <ul className="legend" aria-label="Legend">
      <li><span className="swatch active" /> active</li>
      <li><span className="swatch on-path" /> on the path</li>
      <li><span className="swatch selected" /> selected</li>
      {coverage && coverage !== 'model' && <li><span className="swatch covered" /> taken in a browser</li>}
      {coverage && coverage !== 'browser' && <li><span className="swatch by-model" /> {coverage === 'both' ? 'by the model only' : 'walked by the model'}</li>}
      {coverage && <li><span className="swatch uncovered" /> not covered</li>}
    </ul>
  );
}
