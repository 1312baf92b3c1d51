import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { CHART_SETTINGS } from '../analysis/settings';
import type { StepEvent } from '../analysis/coverage';
import type { ChartModel } from '../analysis/chartModel';
import { ContextView } from './ContextView';
import { EventHistory } from './EventHistory';
import { eventLabel } from './labels';
import { PayloadEditor } from './PayloadEditor';
import { availableEvents, current, activeIds, viewStep, type Simulation } from './simulate';

/**
 * Simulate mode: the events the active states accept, as buttons, each with its sample payload to edit;
 * the history (choose a step to see it); the context; Step back and Reset.
 */
export function SimulatePanel({ machine, model, sim, onSend, onBack, onReset, onChange }: {
  machine: AnyStateMachine;
  model: ChartModel;
  sim: Simulation;
  onSend: (event: StepEvent, label: string) => void;
  onBack: () => void;
  onReset: (setting: string) => void;
  /** A step of the history chosen to look at. */
  onChange: (sim: Simulation) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const now = current(sim);
  const index = sim.viewing ?? sim.history.length - 1;
  const choices = availableEvents(machine, now.snapshot);
  const leaves = activeIds(now.snapshot).filter((id) => !now.snapshot._nodes.some((n: { parent?: { id: string } }) => n.parent?.id === id));
  const send = (event: StepEvent, label: string) => {
    setEditing(null);
    onSend(event, label);
  };
  return (
    <section className="panel simulate" aria-label="Simulation">
      <h2>Simulation</h2>
      <p>
        Active: <strong data-testid="sim-active">{leaves.join(', ')}</strong>
      </p>
      {sim.viewing !== undefined && (
        <p className="hint viewing-note" role="status">
          Showing step {index} of {sim.history.length - 1}: sending an event from here replaces the later steps.{' '}
          <button type="button" className="link" onClick={() => onChange(viewStep(sim, sim.history.length - 1))}>
            Back to the last step
          </button>
        </p>
      )}
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
          {choices.map((c, i) => (
            <li key={c.label}>
              <button type="button" id={`sim-event-${i}`} className="event" data-event-type={c.type} title={c.type} onClick={() => send(c.event, c.label)}>
                {c.label}
              </button>
              {/* Numbered, not named after the event: its name would repeat the event button's. */}
              <button
                type="button"
                id={`sim-edit-${i}`}
                className="secondary edit-payload"
                aria-expanded={editing === i}
                aria-label={`Edit payload ${i + 1}`}
                aria-describedby={`sim-event-${i}`}
                onClick={() => setEditing(editing === i ? null : i)}
              >
                Edit
              </button>
              {editing === i && (
                <PayloadEditor
                  key={`${index}-${i}`}
                  snapshot={now.snapshot}
                  initial={c.event}
                  onCancel={() => {
                    setEditing(null);
                    // The focus goes back to the control that opened the editor, not to the page's start.
                    document.getElementById(`sim-edit-${i}`)?.focus();
                  }}
                  onSend={(event) => send(event, `${eventLabel(event.type)} (edited)`)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>Event history</h3>
      <EventHistory model={model} history={sim.history} viewing={index} onView={(i) => onChange(viewStep(sim, i))} />
      <ContextView context={now.snapshot.context} previous={index > 0 ? sim.history[index - 1].snapshot.context : undefined} />
    </section>
  );
}
