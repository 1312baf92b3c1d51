import { useId, useMemo, useRef, useState } from 'react';
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
  const input = useRef<HTMLInputElement | null>(null);
  const shown = open && Boolean(query.trim());
  return (
    // Escape closes the results wherever the focus is in them, and gives the focus back to the box.
    <div
      className="search"
      role="search"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !shown) return;
        // The query stays (a search box would clear it): Escape closes the list only.
        e.preventDefault();
        e.stopPropagation();
        // Focused first: the box opens the list on focus, and the close must be the last word.
        input.current?.focus();
        setOpen(false);
      }}
    >
      <label htmlFor={id}>Search the chart</label>
      <input
        ref={input}
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
        }}
        // Only while the list is there: a reference to a missing element is an invalid value.
        aria-controls={shown ? `${id}-results` : undefined}
      />
      {shown && (
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
