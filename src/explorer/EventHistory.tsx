import { useEffect, useRef } from 'react';
import type { ChartModel } from '../analysis/chartModel';
import { shortId, transitionLabel } from './labels';
import { activeIds, type SimStep } from './simulate';

/** A transition as people read it: `editing —user.proceed [isOnline]→ consent`. */
function taken(model: ChartModel, id: string): string {
  const t = model.transitions.find((x) => x.id === id);
  if (!t) return id;
  return `${shortId(t.source)} —${transitionLabel(t)}→ ${t.targets.map(shortId).join(', ') || '(stays)'}`;
}

const payloadOf = (event: SimStep['event']) => {
  if (!event) return null;
  const { type: _type, ...rest } = event;
  return Object.keys(rest).length ? rest : null;
};

/**
 * The simulation's history: each step's event, its payload, the transitions it took and the state it
 * reached. Choosing a step shows that step's state and context; sending from there drops the later steps.
 */
export function EventHistory({ model, history, viewing, onView }: { model: ChartModel; history: SimStep[]; viewing: number; onView: (index: number) => void }) {
  const list = useRef<HTMLOListElement | null>(null);
  // The step shown stays in sight: the list scrolls, not the side panel around it.
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !item) return;
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = item.offsetTop + item.offsetHeight - box.clientHeight;
  }, [viewing, history.length]);
  return (
    <ol ref={list} className="event-log sim-history" data-testid="event-log" aria-label="Event history">
      {history.slice(1).map((step, i) => {
        const index = i + 1;
        const payload = payloadOf(step.event);
        return (
          <li key={index} className={index === viewing ? 'viewing' : undefined} aria-current={index === viewing ? 'step' : undefined}>
            <button type="button" className="link history-step" onClick={() => onView(index)} title="Show this step's state and context">
              <code>{step.label}</code> → {shortId(activeIds(step.snapshot).at(-1) ?? '')}
            </button>
            {step.transitions.length === 0 ? (
              <span className="hint"> (no transition)</span>
            ) : (
              <div className="history-transitions">
                {step.transitions.map((t) => (
                  <div key={t}>{taken(model, t)}</div>
                ))}
              </div>
            )}
            {payload !== null && (
              <details className="history-payload">
                <summary>Payload</summary>
                <pre>{JSON.stringify(payload, null, 2)}</pre>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
