import { useState } from 'react';
import { messages } from '../../src/domain/messages';
import {
  canSkipNonLending,
  canSubmitNonLending,
  NON_LENDING_PRODUCTS,
  nonLendingPreferences,
  type NonLendingChoice,
  type NonLendingKey,
} from '../../src/domain/nonLending';
import { Popup } from '../../src/ui/Popup';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.11: the non-lending opt-in after a verified OTP (first user, feature on). Five selectable
 * cards; NOT NOW only with none chosen, DONE only with at least one; the consent note below.
 */
export function NonLendingPopup({ busy, onSkip, onSubmit }: { busy: boolean; onSkip: () => void; onSubmit: (preferences: NonLendingChoice) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<NonLendingKey>>(new Set());
  const toggle = (key: NonLendingKey, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Popup
      title="You may also be interested in"
      testId="non-lending-popup"
      // Escape is NOT NOW, when NOT NOW may be chosen.
      onClose={!busy && canSkipNonLending(selected.size) ? onSkip : null}
      actions={
        <>
          <button type="button" className="secondary" disabled={busy || !canSkipNonLending(selected.size)} onClick={onSkip}>
            {pageMessages.notNow}
          </button>
          <button
            type="button"
            disabled={busy || !canSubmitNonLending(selected.size)}
            onClick={() => onSubmit(nonLendingPreferences(selected))}
          >
            {messages.done}
          </button>
        </>
      }
    >
      <p>Select the products and services you would like us to tell you more about.</p>
      <div className="cards" role="group" aria-label="Products and services">
        {NON_LENDING_PRODUCTS.map((p) => {
          const on = selected.has(p.key);
          const id = `non-lending-${p.key}`;
          return (
            <div key={p.key} className={`card${on ? ' selected' : ''}`} data-testid={id}>
              <label htmlFor={id} style={{ display: 'flex', gap: '0.5rem', fontWeight: 600 }}>
                <input id={id} type="checkbox" checked={on} disabled={busy} onChange={(e) => toggle(p.key, e.target.checked)} />
                {p.title}
              </label>
              <p>{p.description}</p>
              <a href={p.learnMoreUrl} target="_blank" rel="noopener noreferrer" aria-label={`Learn more about ${p.title} (opens in a new tab)`}>
                Learn more
              </a>
            </div>
          );
        })}
      </div>
      <p className="hint" data-testid="non-lending-consent">
        {pageMessages.nonLendingConsent}
      </p>
    </Popup>
  );
}
