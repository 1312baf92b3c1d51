import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../services/http';
import { CHART_NAMES, CHARTS, chartNamed, chartOfInvoke, type ChartName, type ExplorerChart } from './charts';
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
import { layoutInWorker, pathsInWorker, wholeInWorker } from './layoutWorker';
import { ScopeTools } from './ScopeTools';
import { compoundIds, compoundIdsIn, isCompound, phaseIds, regionIds, revealIn, scopeKey, type Scope } from './scope';
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
 * testers to plan with, and the session chart the journey invokes on its root. Everything is computed in
 * the browser from the bundled charts; nothing is fetched but an optional coverage summary from the sandbox bank.
 */
// Laid out and generated once per page load, whichever explorer instance asks first.
const layouts = new Map<string, Promise<Drawing>>();
/**
 * The journey's overview is its phases' grid, its open regions laid out by ELK in it; the session, a
 * dozen states without phases, is laid out whole by ELK.
 */
const layoutOf = (chart: ExplorerChart, scope: Scope) => {
  const key = `${chart.name} ${scopeKey(scope)}`;
  if (!layouts.has(key)) layouts.set(key, cachedLayout(chart.model, scope, chart.name === 'journey' ? layoutInWorker : wholeInWorker));
  return layouts.get(key)!;
};
let generated: Promise<PathOption[]> | null = null;

interface Selection {
  stateId: string;
  transitionId: string | null;
}

/**
 * What the address the explorer was opened at asks to show, and why its simulation could not be
 * replayed. A bare address opens the journey's overview, or the whole session chart (a dozen states).
 */
function openedLink(chart: ExplorerChart, search: string): { link: ExplorerUrlState; sim: Simulation | null; problem: string | null } {
  const { model, machine } = chart;
  const asked = parseExplorerUrl(search);
  const journey = chart.name === 'journey';
  const bare = !asked.open.length && !asked.region && !asked.state && !asked.transition;
  const link = linkedView(model, { ...asked, open: !journey && bare ? compoundIds(model) : asked.open, sim: journey ? asked.sim : null, path: journey ? asked.path : null });
  const replayed = link.sim ? replayTrace(machine, link.sim) : null;
  if (replayed && 'error' in replayed) return { link, sim: null, problem: `The link's simulation could not be replayed: ${replayed.error}` };
  return { link, sim: replayed, problem: null };
}

/** The explorer's page: the chart the address names, drawn afresh when another is chosen. */
export default function Explorer() {
  const chart = chartNamed(new URLSearchParams(useLocation().search).get('chart'));
  return <ChartExplorer key={chart} chart={CHARTS[chart]} />;
}

/** How long the address waits for the view to settle: a drag or a wheel turn is one entry, not sixty. */
const ADDRESS_DELAY_MS = 250;

function ChartExplorer({ chart }: { chart: ExplorerChart }) {
  const { model, machine } = chart;
  const journey = chart.name === 'journey';
  const { search: opening } = useLocation();
  const navigate = useNavigate();
  // The address says what to show first (a link from a colleague); a bare address is the overview.
  const [opened] = useState(() => openedLink(chart, opening.replace(/^\?/, '')));
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
  const live = useLiveJourney(follow && journey);

  // The address follows what is shown, replaced in place through the router: Back leaves the explorer,
  // as it came, or goes back to the chart shown before another was chosen.
  const address = useRef<ExplorerUrlState>({ ...link, chart: journey ? null : chart.name });
  const addressTimer = useRef<number | undefined>(undefined);
  // The router's own navigation, with the query alone: the explorer's path stays as it is.
  const setAddress = useRef((search: string, replace = false) => navigate({ search }, { replace, preventScrollReset: true }));
  useEffect(() => {
    setAddress.current = (search: string, replace = false) => navigate({ search }, { replace, preventScrollReset: true });
  }, [navigate]);
  const writeAddress = useCallback(() => {
    window.clearTimeout(addressTimer.current);
    const search = explorerSearch(address.current);
    if (search !== window.location.search) setAddress.current(search, true);
  }, []);
  const showInAddress = useCallback((change: Partial<ExplorerUrlState>) => {
    address.current = { ...address.current, ...change };
    window.clearTimeout(addressTimer.current);
    addressTimer.current = window.setTimeout(writeAddress, ADDRESS_DELAY_MS);
  }, [writeAddress]);
  useEffect(() => () => window.clearTimeout(addressTimer.current), []);
  /** Another chart, as a new entry of the history: the view of this one is kept in its own entry first. */
  const openChart = useCallback((name: ChartName) => {
    writeAddress();
    setAddress.current(name === 'journey' ? '' : `?${new URLSearchParams({ chart: name })}`);
  }, [writeAddress]);
  useEffect(
    () => showInAddress({ state: selection?.stateId ?? null, transition: selection?.transitionId ?? null, open: [...expanded], region, sim: sim ? traceOf(sim) : null, path: pathKey || null }),
    [selection, expanded, region, sim, pathKey, showInAddress],
  );
  const onViewChange = useCallback((view: View) => showInAddress({ view }), [showInAddress]);

  useEffect(() => {
    document.title = 'Journey chart explorer';
    // Paths, coverage and the live journey are the journey's: the session chart has none of its own.
    if (!journey) return;
    let open = true;
    // The heavy work runs in workers; the drawing and the path list are rendered as transitions, which
    // React renders in slices, so building the chart's thousand-odd elements never blocks the page.
    // Paths only once the chart is first drawn: on a first load ELK gets the processor to itself.
    generated ??= layoutOf(chart, scope).catch(() => undefined).then(() => pathsInWorker());
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
    layoutOf(chart, scope).then(
      (d) => current && startTransition(() => {
        setDrawing(d);
        setDrawnKey(scopeKey(scope));
      }),
      (e: unknown) => current && setLayoutError(String(e)),
    );
    return () => {
      current = false;
    };
  }, [chart, scope]);

  /** Opens what hides a state: its closed ancestors, or the whole chart when it lies outside the region shown. */
  const reveal = useCallback((id: string) => {
    const next = revealIn(model, { expanded, region }, id);
    if (next.expanded !== expanded) setExpanded(next.expanded);
    if (next.region !== region) setRegion(next.region);
  }, [model, expanded, region]);

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
  }, [model, drawing, shownCoverage, coverageView]);
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
    const started = startSimulation(machine);
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
    if (sim) simView(stepSimulation(machine, sim, event, label));
  };

  const exportSvg = () => {
    if (svgRef.current && drawing) download(`${chart.name}-chart.svg`, standaloneSvg(svgRef.current, drawing), 'image/svg+xml');
  };
  /** An invoke of the journey that starts a chart the explorer draws (the session) opens it. */
  const openInvoke = (invokeId: string) => {
    const other = journey ? chartOfInvoke(invokeId) : null;
    return other ? () => openChart(other) : null;
  };
  const exportMermaid = () => download(MERMAID_EXPORT_FILE, mermaidExport(model), 'text/markdown');

  return (
    <div className="explorer">
      <header className="explorer-header">
        <h1>Journey chart explorer</h1>
        <span className="counts" data-testid="chart-counts">
          {chart.title}: {model.states.length} states, {model.transitions.length} transitions
        </span>
        <a href={import.meta.env.BASE_URL} className="back-link">
          Back to the application
        </a>
      </header>
      {/* The page's one main landmark: the tools, the chart and its side panel (axe region, landmark-one-main). */}
      <main className="explorer-main">
        <div className="toolbar" role="toolbar" aria-label="Explorer tools">
          <div className="tool-group chart-choice" role="group" aria-label="Chart shown">
            {CHART_NAMES.map((name) => (
              <button key={name} type="button" className="secondary" aria-pressed={name === chart.name} onClick={() => name !== chart.name && openChart(name)}>
                {CHARTS[name].title}
              </button>
            ))}
          </div>
          <SearchBox model={model} onChoose={(h) => show(h.stateId, h.transitionId)} />
          {journey && (
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
          )}
          <ScopeTools
            model={model}
            scope={scope}
            onExpanded={setExpanded}
            onRegion={setRegion}
            onFit={(id) => setFocus({ id, fit: true, nonce: Date.now() + Math.random() })}
          />
          {journey && <PathPicker model={model} options={paths} value={pathKey} onChange={setPathKey} />}
          {journey && (
            <div className="tool-group">
              <CoverageControl model={model} coverage={coverage} view={coverageView} onChange={setCoverage} onView={setCoverageView} />
            </div>
          )}
          <div className="tool-group">
            <button type="button" className="secondary" onClick={exportSvg} disabled={!drawing}>
              Export SVG
            </button>
            {journey && (
              <button type="button" className="secondary" onClick={exportMermaid} title="The overview and one diagram per region, in one Markdown file">
                Export Mermaid
              </button>
            )}
          </div>
        </div>
        <div className="explorer-body">
          <div className="chart-area">
            {drawing ? (
              <ChartView model={model} label={chart.title} drawing={drawing} stateMarks={stateMarks} edgeMarks={edgeMarks} closedCoverage={closedCoverage} onSelect={(id, t) => show(id, t ?? null, false)} focus={layingOut ? null : focus} svgRef={svgRef} onToggle={toggle} initialView={link.view ?? undefined} onViewChange={onViewChange} />
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
          {/* A region of the main landmark, not an aside: a complementary landmark belongs at the top level. */}
          <section className="side" aria-label="Details">
            {opened.problem && <p className="hint link-problem" role="status">{opened.problem}</p>}
            {follow && <LivePanel live={live} />}
            {sim && <SimulatePanel machine={machine} model={model} sim={sim} onChange={simView} onSend={simSend} onBack={() => setSim(stepBack(sim))} onReset={(name) => setSim(startSimulation(machine, CHART_SETTINGS.find((c) => c.name === name)))} />}
            {selection && <StateDetails model={model} stateId={selection.stateId} transitionId={selection.transitionId} onSelect={(id) => show(id)} scope={selectedScope(selection.stateId)} openInvoke={openInvoke} />}
            {path && <PathSteps path={path} onSelect={(id) => show(id)} />}
            {shownCoverage && <UncoveredList model={model} coverage={shownCoverage} view={coverageView} selected={selection?.transitionId ?? selection?.stateId ?? null} onSelect={show} />}
            {!selection && !sim && !follow && !path && (
              <section className="panel">
                <h2>How to use</h2>
                {!journey && (
                  <p>
                    The session: the journey invokes it on its root for its whole life, as <code>session</code>. It counts the idle time from the
                    last call to the bank, warns before the end, and handles Stay signed in, Sign out or CLOSE and the timed-out end.
                    Simulate, live journeys, paths and coverage are the journey&rsquo;s: choose the Journey chart for them.
                  </p>
                )}
                <p>Click a state to see its route, description, spec section and transitions. Drag to pan, wheel to zoom.</p>
                {journey && <p>Simulate walks the chart with sample events; Follow live shows where a journey in another tab is.</p>}
              </section>
            )}
          </section>
        </div>
      </main>
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
