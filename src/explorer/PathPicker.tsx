import { useId, useMemo, useState } from 'react';
import type { ChartModel } from '../analysis/chartModel';
import { pickerGroups } from './pathGroups';
import type { PathOption } from './paths';

/**
 * Highlight a generated path: grouped by kind of path and by region, each named in words, narrowed by a
 * filter box. A native select, so the keyboard works as everywhere else.
 */
export function PathPicker({ model, options, value, onChange }: { model: ChartModel; options: PathOption[] | null; value: string; onChange: (key: string) => void }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const all = useMemo(() => (options ? pickerGroups(model, options) : []), [model, options]);
  const groups = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return all;
    const keep = (text: string) => words.every((w) => text.includes(w));
    return all
      .map((g) => ({ ...g, entries: g.entries.filter((e) => e.key === value || keep(`${g.label} ${e.label} ${e.key}`.toLowerCase())) }))
      .filter((g) => g.entries.length);
  }, [all, filter, value]);
  const total = options?.length ?? 0;
  const shown = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <div className="path-picker">
      <label htmlFor={id}>Highlight a path</label>
      <div className="path-picker-row">
        <input
          type="search"
          className="path-filter"
          aria-label="Filter paths"
          placeholder="Filter: route, event, region"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          disabled={!options}
        />
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!options}>
          <option value="">{options ? (filter ? `(none): ${shown} of ${total} paths match` : `(none): ${total} paths`) : 'generating paths…'}</option>
          {groups.map((g) => (
            <optgroup key={g.id} label={`${g.label} (${g.entries.length})`}>
              {g.entries.map((e) => (
                <option key={e.key} value={e.key} title={e.key}>
                  {e.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}

export function PathSteps({ path, onSelect }: { path: PathOption; onSelect: (stateId: string) => void }) {
  return (
    <section className="panel path-steps" aria-label="Path steps">
      <h2>Path</h2>
      <p className="hint">{path.label}</p>
      <ol>
        {path.steps.map((s, i) => (
          <li key={i}>
            <code>{s.label}</code> →{' '}
            {s.to.map((id) => (
              <button key={id} type="button" className="link" onClick={() => onSelect(id)}>
                {id}
              </button>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
