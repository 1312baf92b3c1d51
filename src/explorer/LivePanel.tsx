import { contextBefore, type LiveJourney } from './live';
import { ContextView } from './ContextView';
import { eventLabel, shortId } from './labels';

const time = (at: string) => new Date(at).toLocaleTimeString();

/** Follow live: the tabs heard (a picker once there are two), where the followed one is, its messages and its context. */
export function LivePanel({ live }: { live: LiveJourney }) {
  const { state, followed, message } = live;
  const log = followed?.log ?? [];
  return (
    <section className="panel live" aria-label="Live journey" aria-live="polite">
      <h2>Live journey</h2>
      {state.tabs.length > 1 && (
        <label className="live-picker">
          Journey to follow{' '}
          <select value={followed?.id ?? ''} onChange={(e) => live.pick(e.target.value)}>
            {state.tabs.map((t, i) => (
              <option key={t.id} value={t.id}>
                {`Tab ${i + 1}: ${t.name}, ${time(t.log.at(-1)?.at ?? '')}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {message ? (
        <>
          <dl>
            <dt>Route</dt>
            <dd data-testid="live-route">{message.route}</dd>
            <dt>State</dt>
            <dd data-testid="live-state">{message.active.at(-1)}</dd>
            <dt>Last event</dt>
            <dd data-testid="live-event">{message.event ?? '—'}</dd>
            <dt>At</dt>
            <dd>{time(message.at)}</dd>
          </dl>
          <h3>Messages ({log.length})</h3>
          <ol className="event-log live-log" data-testid="live-log" aria-label="Messages from the followed tab">
            {log.map((m, i) => (
              <li key={i}>
                <span className="hint">{time(m.at)}</span> <code>{m.event ? eventLabel(m.event) : 'snapshot'}</code> → {shortId(m.active.at(-1) ?? '')} <span className="hint">({m.route})</span>
              </li>
            ))}
          </ol>
          <ContextView context={message.context} previous={contextBefore(log)?.context} title="Journey context" changeWords="Changed by the latest change" />
        </>
      ) : (
        <p className="hint">Waiting for a journey: open the application in another tab of this browser.</p>
      )}
    </section>
  );
}
