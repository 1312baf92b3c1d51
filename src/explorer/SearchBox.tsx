import { useId, useMemo, useState } from 'react';
import type { ChartModel } from '../analysis/chartModel';
import { searchChart, type SearchHit } from './search';

/** Search states, events, routes, guards and the rules behind them; choosing a result selects and centres it. */
export function SearchBox({ model, onChoose }: { model: ChartModel; onChoose: (hit: SearchHit) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const choose = (hit: SearchHit) => {
    setOpen(false);
    onChoose(hit);
  };
  const hits = useMemo(() => searchChart(model, query), [model, query]);
  return (
    <div className="search" role="search">
      <label htmlFor={id}>Search the chart</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="e.g. otp, Preview, LI, countdown, M07, isOtpVerified"
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && hits[0]) choose(hits[0]);
          if (e.key === 'Escape') setOpen(false);
        }}
        aria-controls={`${id}-results`}
      />
      {open && query.trim() && (
        <ul id={`${id}-results`} className="search-results" aria-label="Search results">
          {hits.length === 0 && <li className="hint">Nothing matches.</li>}
          {hits.map((h) => (
            <li key={`${h.kind} ${h.transitionId ?? h.stateId} ${h.text}`}>
              <button type="button" className="result" data-kind={h.kind} data-result-state={h.stateId} onClick={() => choose(h)}>
                <span className="kind">{h.kind}</span> {h.text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
