import { useId, useState, type ChangeEvent } from 'react';
import type { ChartModel } from '../analysis/chartModel';
import { HOW_TO_PRODUCE_RUNS } from '../analysis/runKinds';
import { formatKindSummaries, formatSummary, isEmptyCoverage, mergeCoverage, parseCoverage, summarise, type Coverage, type CoverageView } from './coverageOverlay';

const VIEWS: { view: CoverageView; label: string }[] = [
  { view: 'model', label: 'model runs' },
  { view: 'browser', label: 'browser runs' },
  { view: 'both', label: 'both' },
];

interface CoverageControlProps {
  model: ChartModel;
  coverage: Coverage | null;
  view: CoverageView;
  onChange: (c: Coverage | null) => void;
  onView: (v: CoverageView) => void;
}

/**
 * 'Load coverage…': one or more run files, merged with what is shown already; which kind of run the
 * overlay shows, with its figures; and, with no run at all, how to produce some.
 */
export function CoverageControl({ model, coverage, view, onChange, onView }: CoverageControlProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  /** Cleared by the analyst: the runs are still there, so the control must not say there are none. */
  const [cleared, setCleared] = useState(false);
  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    try {
      const parsed = await Promise.all(files.map(async (f) => parseCoverage(await f.text(), f.name)));
      setError(null);
      if (parsed.length) {
        setCleared(false);
        onChange(mergeCoverage(parsed, coverage ?? undefined));
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const shown = isEmptyCoverage(model, coverage) ? null : coverage;
  return (
    <div className="coverage-control">
      <label htmlFor={id} className="file-button">
        Load coverage…
      </label>
      <input id={id} type="file" accept=".json,application/json" multiple onChange={load} className="visually-hidden" />
      {coverage && (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setCleared(true);
            onChange(null);
          }}
        >
          Clear coverage
        </button>
      )}
      {!shown && cleared ? (
        <span className="coverage-empty" data-testid="coverage-empty">
          <strong>Coverage cleared</strong>: reload to show the last runs again, or load a file from coverage/journey/.
        </span>
      ) : !shown ? (
        <span className="coverage-empty" data-testid="coverage-empty">
          <strong>No test runs yet</strong>: {HOW_TO_PRODUCE_RUNS}, then reload, or load a file from coverage/journey/.
        </span>
      ) : (
        <>
          <fieldset className="coverage-view">
            <legend>Overlay</legend>
            {VIEWS.map((v) => (
              <label key={v.view} className="toggle">
                <input type="radio" name={`${id}-view`} value={v.view} checked={view === v.view} onChange={() => onView(v.view)} />
                {v.label}
              </label>
            ))}
          </fieldset>
          <span className="coverage-summary" data-testid="coverage-summary" title={`${formatKindSummaries(model, shown)}\nruns: ${shown.runs.join(', ')}`}>
            {formatSummary(summarise(model, shown, view))}
          </span>
        </>
      )}
      {error && (
        <span role="alert" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
