import type { ReactNode } from 'react';
import { AddressLines } from '../../../src/ui/AddressLines';
import { ReadOnly } from '../../../src/ui/fields';
import type { DetailRow } from './detailRows';
import { pageMessages } from '../../../src/domain/pageMessages';

/** The application details of a status page as a description list, under an h2. */
export function ApplicationDetails({ rows, title = pageMessages.applicationDetailsTitle, children }: { rows: DetailRow[]; title?: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="application-details-title">
      <h2 id="application-details-title">{title}</h2>
      <dl className="details">
        {rows.map((r) => (
          <ReadOnly key={r.label} label={r.label} value={r.lines ? <AddressLines lines={r.lines} /> : r.value} testId={r.testId} />
        ))}
        {children}
      </dl>
    </section>
  );
}
