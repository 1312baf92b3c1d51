import { CHART_SETTINGS } from '../machines/analysis/settings';
import type { AnyStateMachine } from 'xstate';
import { availableEvents, current, activeIds, type Simulation } from './simulate';
import type { StepEvent } from '../machines/analysis/coverage';

/** Simulate mode: the events the active states accept, as buttons; the log; Step back and Reset. */
export function SimulatePanel({ machine, sim, onSend, onBack, onReset }: {
  machine: AnyStateMachine;
  sim: Simulation;
  onSend: (event: StepEvent, label: string) => void;
  onBack: () => void;
  onReset: (setting: string) => void;
}) {
  const now = current(sim);
  const choices = availableEvents(machine, now.snapshot);
  const leaves = activeIds(now.snapshot).filter((id) => !now.snapshot._nodes.some((n: { parent?: { id: string } }) => n.parent?.id === id));
  return (
    <section className="panel simulate" aria-label="Simulation">
      <h2>Simulation</h2>
      <p>
        Active: <strong data-testid="sim-active">{leaves.join(', ')}</strong>
      </p>
      <div className="sim-controls">
        <button type="button" onClick={onBack} disabled={sim.history.length < 2}>
          Step back
        </button>
        <button type="button" onClick={() => onReset(sim.setting)}>
          Reset
        </button>
      </div>
      <label className="sim-setting">
        Chart setting{' '}
        <select value={sim.setting} onChange={(e) => onReset(e.target.value)}>
          {CHART_SETTINGS.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <h3>Send an event</h3>
      {choices.length === 0 ? (
        <p className="hint">No event leaves this state.</p>
      ) : (
        <ul className="event-buttons">
          {choices.map((c) => (
            <li key={c.label}>
              <button type="button" className="event" data-event-type={c.type} title={c.type} onClick={() => onSend(c.event, c.label)}>
                {c.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>Event log</h3>
      <ol className="event-log" data-testid="event-log">
        {sim.history.slice(1).map((step, i) => (
          <li key={i}>
            <code>{step.label}</code>
            {step.transitions.length === 0 && <span className="hint"> (no transition)</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
