import { useState } from 'react';
import { messages } from '../../src/domain';
import { CheckboxField } from '../../src/ui/fields';
import { Popup } from '../../src/ui/Popup';
import { START_DECLARATION_LABEL, START_DECLARATION_LINKS } from './text';

type Doc = (typeof START_DECLARATION_LINKS)[number];

/** Spec 1, 5.1: the declaration and T&C; the box can be ticked only once every link was opened. */
export function StartDeclaration() {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<Doc | null>(null);
  const [blocked, setBlocked] = useState(false);
  const allOpened = START_DECLARATION_LINKS.every((d) => opened.has(d.id));
  return (
    <>
      <ul className="start-declaration-links">
        {START_DECLARATION_LINKS.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              className="link"
              onClick={() => {
                setReading(d);
                setOpened(new Set(opened).add(d.id));
                setBlocked(false);
              }}
            >
              {d.title}
            </button>
          </li>
        ))}
      </ul>
      <CheckboxField name="declarationAccepted" label={START_DECLARATION_LABEL} disabled={!allOpened} onBlockedClick={() => setBlocked(true)} />
      {blocked && !allOpened && (
        <p className="field-error" role="alert">
          {messages.readDeclarationFirst}
        </p>
      )}
      {reading && (
        <Popup title={reading.title} onClose={() => setReading(null)} actions={<button type="button" onClick={() => setReading(null)}>Close</button>}>
          <p>{reading.text}</p>
        </Popup>
      )}
    </>
  );
}
