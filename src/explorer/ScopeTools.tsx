import type { ChartModel } from '../analysis/chartModel';
import { compoundIds, compoundIdsIn, isCompound, phaseIds, regionIds, type Scope } from './scope';

interface ScopeToolsProps {
  model: ChartModel;
  scope: Scope;
  onExpanded: (expanded: ReadonlySet<string>) => void;
  onRegion: (region: string | null) => void;
  /** Fit this state (the chart's root or the region shown) once it is drawn. */
  onFit: (stateId: string) => void;
}

/** The toolbar's overview-to-detail tools: open or close every compound state, and the view per region. */
export function ScopeTools({ model, scope, onExpanded, onRegion, onFit }: ScopeToolsProps) {
  const root = model.states.find((s) => s.parent === null)?.id ?? '';
  const regions = regionIds(model).filter((id) => model.states.some((s) => s.id === id && isCompound(s)));
  // The regions listed under their phase, as the overview frames them; those outside a phase first.
  const phases = phaseIds(model);
  const inPhase = (phase: string | null) => regions.filter((id) => (phases.find((p) => id.startsWith(`${p}.`)) ?? null) === phase);
  const option = (id: string) => (
    <option key={id} value={id}>
      {id.slice(id.lastIndexOf('.') + 1)}
    </option>
  );
  const shown = scope.region ?? root;
  const all = (open: boolean) => {
    onExpanded(new Set(open ? compoundIds(model) : []));
    onFit(shown);
  };
  return (
    <div className="tool-group scope-tools">
      <button type="button" className="secondary" onClick={() => all(true)}>
        Expand all
      </button>
      <button type="button" className="secondary" onClick={() => all(false)}>
        Collapse all
      </button>
      <label className="region-picker">
        View region:{' '}
        <select
          value={scope.region ?? ''}
          onChange={(e) => {
            const region = e.target.value || null;
            // A region is seen in full detail, unless parts are closed afterwards.
            if (region) onExpanded(new Set([...scope.expanded, ...compoundIdsIn(model, region)]));
            onRegion(region);
            onFit(region ?? root);
          }}
        >
          <option value="">Whole chart</option>
          {inPhase(null).map(option)}
          {phases.map((phase) => (
            <optgroup key={phase} label={phase.slice(root.length + 1)}>
              {inPhase(phase).map(option)}
            </optgroup>
          ))}
        </select>
      </label>
    </div>
  );
}
