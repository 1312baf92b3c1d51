import type { ChartModel } from '../analysis/chartModel';
import { formatKindSummaries, uncoveredByRegion, type Coverage, type CoverageView } from './coverageOverlay';
import { shortId, transitionLabel } from './labels';

const VIEW_WORDS: Record<CoverageView, string> = { model: 'by the model runs', browser: 'by the browser runs', both: 'by any run' };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the runs of the view did not reach, region by region; each entry selects and centres itself. */
interface UncoveredListProps {
  model: ChartModel;
  coverage: Coverage;
  view: CoverageView;
  /** The state or transition selected on the chart, marked in the list too. */
  selected: string | null;
  onSelect: (stateId: string, transitionId: string | null) => void;
}

export function UncoveredList({ model, coverage, view, selected, onSelect }: UncoveredListProps) {
  const regions = uncoveredByRegion(model, coverage, view);
  const states = regions.reduce((n, r) => n + r.states.length, 0);
  const transitions = regions.reduce((n, r) => n + r.transitions.length, 0);
  return (
    <section className="panel uncovered-list" aria-label="Not covered">
      <h2>Not covered</h2>
      <p className="coverage-kinds" data-testid="coverage-kinds">
        {formatKindSummaries(model, coverage)}
      </p>
      <p className="hint" data-testid="uncovered-counts">
        {states || transitions ? `${plural(states, 'state')} and ${plural(transitions, 'transition')} not reached ${VIEW_WORDS[view]}.` : `Every state and transition was reached ${VIEW_WORDS[view]}.`}
      </p>
      {regions.map((r) => (
        <details key={r.region.id} className="uncovered-region">
          <summary>
            <span className="region-name">{r.region.key}</span>
            {r.region.route && <span className="region-route">{r.region.route}</span>}
            <span className="region-counts">
              {plural(r.states.length, 'state')}, {plural(r.transitions.length, 'transition')}
            </span>
          </summary>
          {r.states.length > 0 && (
            <>
              <h3>States ({r.states.length})</h3>
              <ul>
                {r.states.map((s) => (
                  <li key={s.id} className={selected === s.id ? 'selected' : undefined}>
                    <button type="button" className="link" title={s.id} aria-current={selected === s.id || undefined} onClick={() => onSelect(s.id, null)}>
                      {s.id.slice(r.region.id.length + 1) || s.key}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {r.transitions.length > 0 && (
            <>
              <h3>Transitions ({r.transitions.length})</h3>
              <ul>
                {r.transitions.map((t) => (
                  <li key={t.id} className={selected === t.id ? 'selected' : undefined}>
                    <button type="button" className="link" title={t.id} aria-current={selected === t.id || undefined} onClick={() => onSelect(t.source, t.id)}>
                      {shortId(t.source)}: {transitionLabel(t)}
                      {t.targets.length > 0 && ` → ${t.targets.map(shortId).join(', ')}`}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </details>
      ))}
    </section>
  );
}
