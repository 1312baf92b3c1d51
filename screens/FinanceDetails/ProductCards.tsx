import { PRODUCTS } from '../../src/domain';

/**
 * Spec 1, 2.1: the product cards. This release takes applications for the Online product; the other two
 * are shown so applicants see what exists, marked as not yet available here.
 */
export function ProductCards({ selected }: { selected: string }) {
  return (
    <div className="cards" role="group" aria-label="Financing product">
      {PRODUCTS.map((p) => {
        const available = p.kind === 'Online';
        return (
          <div key={p.code} className={`card${selected === p.kind ? ' selected' : ''}`} aria-disabled={!available}>
            <h3>{p.label}</h3>
            <p>{available ? 'Instant business term loan with an amount slider and indicative instalments.' : 'Not yet available online in this release.'}</p>
          </div>
        );
      })}
    </div>
  );
}
