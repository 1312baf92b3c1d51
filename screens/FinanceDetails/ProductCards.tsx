import type { ProductKind } from '../../src/domain';
import { PRODUCT_CARDS } from './text';

/** Spec 1, 2.1: the product cards; picking one resets the form and opens its Important Note. */
export function ProductCards({ selected, disabled, onPick }: { selected: string; disabled: boolean; onPick: (kind: ProductKind) => void }) {
  return (
    <div className="cards" role="group" aria-label="Financing product">
      {PRODUCT_CARDS.map((p) => (
        <div key={p.kind} className={`card${selected === p.kind ? ' selected' : ''}`}>
          <h2>{p.title}</h2>
          <p>{p.body}</p>
          <button type="button" aria-pressed={selected === p.kind} disabled={disabled} onClick={() => onPick(p.kind)}>
            {selected === p.kind ? `${p.title} selected` : `Choose ${p.title}`}
          </button>
        </div>
      ))}
    </div>
  );
}
