import { useId, useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { StepEvent } from '../analysis/coverage';
import { parseEditedEvent } from './simulate';

/** An event as JSON to edit before sending: checked on Send, nothing sent while it is wrong. */
export function PayloadEditor({ snapshot, initial, onSend, onCancel }: { snapshot: AnyMachineSnapshot; initial: StepEvent; onSend: (event: StepEvent) => void; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    const parsed = parseEditedEvent(snapshot, text);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    onSend(parsed.event);
  };
  return (
    <div
      className="payload-editor"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onCancel();
      }}
    >
      <label htmlFor={`${id}-json`}>Event to send (JSON)</label>
      <textarea
        id={`${id}-json`}
        className="payload-json"
        spellCheck={false}
        rows={Math.min(16, Math.max(4, text.split('\n').length))}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="payload-error" role="alert">
          {error}
        </p>
      )}
      <div className="sim-controls">
        <button type="button" onClick={send}>
          Send edited event
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
