import type { ChartModel } from '../analysis/chartModel';
import { compoundIds, compoundIdsIn, isCompound, regionIds, type Scope } from './scope';

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
          {regions.map((id) => (
            <option key={id} value={id}>
              {id.slice(root.length + 1)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
