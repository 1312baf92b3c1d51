import type { Persona } from '../../src/contract';
import { RowsTable } from '../../src/ui/RowsTable';

/** SIM only: the personas the sandbox bank knows, so a tester can sign in without a list at hand. */
export function SandboxPersonas({ personas, onPick }: { personas: readonly Persona[]; onPick: (code: string) => void }) {
  if (!personas.length) return null;
  return (
    <details className="section">
      <summary>Sandbox personas</summary>
      <RowsTable
        columns={['Company (UEN)', 'Persons (NRIC)', 'For']}
        actions={false}
        rows={personas.map((p) => ({
          key: p.uen,
          cells: [
            <>
              <button type="button" className="link" onClick={() => onPick(p.uen)}>
                {p.uen}
              </button>{' '}
              {p.companyName}
            </>,
            p.persons.map((person) => (
              <div key={person.nric}>
                <button type="button" className="link" onClick={() => onPick(person.nric)}>
                  {person.nric}
                </button>{' '}
                {person.name} ({person.role})
              </div>
            )),
            p.description,
          ],
        }))}
      />
    </details>
  );
}
