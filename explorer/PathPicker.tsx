import { useId } from 'react';
import type { PathOption } from './paths';

/** Highlight a generated path: the screen selection (what Playwright walks), then one path per transition. */
export function PathPicker({ options, value, onChange }: { options: PathOption[] | null; value: string; onChange: (key: string) => void }) {
  const id = useId();
  const screens = options?.filter((o) => o.group === 'screen') ?? [];
  const transitions = options?.filter((o) => o.group === 'transition') ?? [];
  return (
    <div className="path-picker">
      <label htmlFor={id}>Highlight a path</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!options}>
        <option value="">{options ? '(none)' : 'generating paths…'}</option>
        <optgroup label={`Screen paths: the Playwright selection (${screens.length})`}>
          {screens.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={`One path per transition (${transitions.length})`}>
          {transitions.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </optgroup>
      </select>
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
