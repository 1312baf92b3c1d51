import type { ChartModel } from '../machines/chartModel';
import { routeOfState } from '../machines/chartModel';
import { eventLabel } from './labels';

/** The side panel for one state: what it is, what it shows, and every way in and out. */
export function StateDetails({ model, stateId, transitionId, onSelect }: { model: ChartModel; stateId: string; transitionId: string | null; onSelect: (id: string) => void }) {
  const s = model.states.find((x) => x.id === stateId);
  if (!s) return null;
  const screen = routeOfState(model, s.id);
  const into = model.transitions.filter((t) => t.targets.includes(s.id));
  const out = model.transitions.filter((t) => t.source === s.id);
  const link = (id: string) => (
    <button type="button" className="link" onClick={() => onSelect(id)}>
      {id}
    </button>
  );
  return (
    <section className="panel state-details" aria-label="State details">
      <h2>{s.key}</h2>
      <dl>
        <dt>Id</dt>
        <dd data-testid="detail-id">{s.id}</dd>
        <dt>Type</dt>
        <dd>{s.type}{s.initial ? `, starts in ${s.initial.slice(s.id.length + 1)}` : ''}</dd>
        <dt>Route</dt>
        <dd>{s.route ?? '—'}</dd>
        <dt>Screen</dt>
        <dd>{screen ? `${screen}${s.route ? '' : ' (from a parent state)'}` : '—'}</dd>
        <dt>Description</dt>
        <dd>{s.description ?? '—'}</dd>
        <dt>Spec section</dt>
        <dd>{s.spec ?? (s.parent ? 'see the parent state' : '—')}</dd>
        <dt>Tags</dt>
        <dd>{s.tags.length ? s.tags.join(', ') : '—'}</dd>
        <dt>Invokes</dt>
        <dd>{s.invokes.length ? s.invokes.join(', ') : '—'}</dd>
        {s.parent && (
          <>
            <dt>Parent</dt>
            <dd>{link(s.parent)}</dd>
          </>
        )}
      </dl>
      <h3>Transitions in ({into.length})</h3>
      {into.length === 0 ? (
        <p className="hint">{s.parent && model.states.find((p) => p.id === s.parent)?.initial === s.id ? 'Entered as the initial state of its parent.' : 'None.'}</p>
      ) : (
        <ul className="transitions">
          {into.map((t) => (
            <li key={t.id} className={t.id === transitionId ? 'selected' : undefined} data-transition-in={t.id}>
              <code>{eventLabel(t.eventType)}</code>
              {t.guard && <span className="guard"> [{t.guard}]</span>} from {link(t.source)}
            </li>
          ))}
        </ul>
      )}
      <h3>Transitions out ({out.length})</h3>
      {out.length === 0 ? (
        <p className="hint">None of its own{s.parent ? '; its parents’ transitions apply.' : '.'}</p>
      ) : (
        <ul className="transitions">
          {out.map((t) => (
            <li key={t.id} className={t.id === transitionId ? 'selected' : undefined} data-transition-out={t.id}>
              <code title={t.eventType}>{eventLabel(t.eventType)}</code>
              {t.guard && <span className="guard"> [{t.guard}]</span>} → {t.targets.length ? t.targets.map((x) => <span key={x}>{link(x)} </span>) : '(stays)'}
              {t.actions.length > 0 && <div className="actions-list">actions: {t.actions.join(', ')}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
