import type { ChartModel, TransitionInfo } from '../analysis/chartModel';
import { routeOfState, transitionsInto } from '../analysis/chartModel';
import { progressRowWords, type ProgressRow } from '../analysis/statusPageTable';
import { durationWords, eventLabel } from './labels';

/** The progress-code lines of several branches, once each, with the status read they belong to. */
function progressTable(transitions: TransitionInfo[]): (ProgressRow & { key: string })[] {
  const rows = new Map<string, ProgressRow & { key: string }>();
  for (const t of transitions) for (const r of t.progress ?? []) {
    const key = `${r.origin} ${r.page} ${r.product} ${r.otp}`;
    rows.set(key, { ...r, key });
  }
  return [...rows.values()];
}

/** A transition's event as the chart labels it, its guard and how long its delay lasts. */
function Trigger({ t }: { t: TransitionInfo }) {
  return (
    <>
      <code title={t.eventType}>{eventLabel(t.eventType)}</code>
      {t.delay && <span className="delay"> ({durationWords(t.delay.ms)})</span>}
      {t.guard && <span className="guard"> [{t.guard}]</span>}
    </>
  );
}

/** What the guard tests, in words, under the transition. */
const GuardWords = ({ t }: { t: TransitionInfo }) => (t.guardWords ? <div className="guard-words">if {t.guardWords}</div> : null);

/**
 * For a compound state, what the chart shows of it: whether it is open, and the same controls as its
 * box (open, close) and the region picker (view the region alone, for a top-level one not shown alone).
 */
export interface StateScope {
  open: boolean;
  onToggle: (open: boolean) => void;
  onViewRegion?: () => void;
}

interface StateDetailsProps {
  model: ChartModel;
  stateId: string;
  transitionId: string | null;
  onSelect: (id: string) => void;
  scope?: StateScope | null;
  /** Opens the chart of an invoked child machine (the session), for the invokes that have one. */
  openInvoke?: (invokeId: string) => (() => void) | null;
}

/** The side panel for one state: what it is, what it shows, and every way in and out. */
export function StateDetails({ model, stateId, transitionId, onSelect, scope, openInvoke }: StateDetailsProps) {
  const s = model.states.find((x) => x.id === stateId);
  if (!s) return null;
  const screen = routeOfState(model, s.id);
  const into = transitionsInto(model, s.id);
  const out = model.transitions.filter((t) => t.source === s.id);
  // A page lists the lines that open it; the status read, the lines of every page it routes to.
  const progress = progressTable(into.some((t) => t.progress?.length) ? into : out);
  const link = (id: string) => (
    <button type="button" className="link" onClick={() => onSelect(id)}>
      {id}
    </button>
  );
  return (
    <section className="panel state-details" aria-label="State details">
      <h2>{s.key}</h2>
      {scope && (
        <div className="state-scope" role="group" aria-label={`Show ${s.id}`}>
          <button type="button" className="secondary" onClick={() => scope.onToggle(!scope.open)}>
            {scope.open ? 'Collapse' : 'Expand'}
          </button>
          {scope.onViewRegion && (
            <button type="button" className="secondary" onClick={scope.onViewRegion}>
              View this region
            </button>
          )}
        </div>
      )}
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
        <dd>
          {s.invokes.length
            ? s.invokes.map((id, i) => {
                const open = openInvoke?.(id);
                return (
                  <span key={id}>
                    {i > 0 && ', '}
                    {open ? (
                      <button type="button" className="link" aria-label={`${id}: open the ${id} chart`} onClick={open}>
                        {id}
                      </button>
                    ) : (
                      id
                    )}
                  </span>
                );
              })
            : '—'}
        </dd>
        {s.parent && (
          <>
            <dt>Parent</dt>
            <dd>{link(s.parent)}</dd>
          </>
        )}
      </dl>
      {progress.length > 0 && (
        <>
          <h3>Progress codes ({progress.length} lines)</h3>
          <table className="progress-codes" aria-label="Progress codes">
            <thead>
              <tr>
                <th scope="col">Status read</th>
                <th scope="col">Page</th>
                <th scope="col">Product: codes</th>
              </tr>
            </thead>
            <tbody>
              {progress.map((r) => (
                <tr key={r.key}>
                  <td>{r.origin === 'submit' ? 'after a submit' : 'on an enquiry'}</td>
                  <td>{r.page}</td>
                  <td>{progressRowWords(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {(s.messages?.length ?? 0) > 0 && (
        <>
          <h3>Messages shown ({s.messages?.length})</h3>
          <ul className="messages" aria-label="Messages shown">
            {s.messages?.map((m) => (
              <li key={m.code}>
                <code>{m.code}</code> {m.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Transitions in ({into.length})</h3>
      {into.length === 0 ? (
        <p className="hint">{s.parent && model.states.find((p) => p.id === s.parent)?.initial === s.id ? 'Entered as the initial state of its parent.' : 'None.'}</p>
      ) : (
        <ul className="transitions">
          {into.map((t) => {
            const inner = t.targets.filter((x) => x !== s.id && x.startsWith(`${s.id}.`));
            return (
              <li key={t.id} className={t.id === transitionId ? 'selected' : undefined} data-transition-in={t.id}>
                <Trigger t={t} /> from {link(t.source)}
                {model.states.find((x) => x.id === t.source)?.parent === null && ' (whatever state is active)'}
                {inner.length > 0 && !t.targets.includes(s.id) && <> into {inner.map((x) => <span key={x}>{link(x)} </span>)}</>}
                <GuardWords t={t} />
              </li>
            );
          })}
        </ul>
      )}
      <h3>Transitions out ({out.length})</h3>
      {out.length === 0 ? (
        <p className="hint">None of its own{s.parent ? '; its parents’ transitions apply.' : '.'}</p>
      ) : (
        <ul className="transitions">
          {out.map((t) => (
            <li key={t.id} className={t.id === transitionId ? 'selected' : undefined} data-transition-out={t.id}>
              <Trigger t={t} /> → {t.targets.length ? t.targets.map((x) => <span key={x}>{link(x)} </span>) : '(stays)'}
              <GuardWords t={t} />
              {t.actions.length > 0 && <div className="actions-list">actions: {t.actions.join(', ')}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
