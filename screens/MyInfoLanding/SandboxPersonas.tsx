import type { Persona } from '../../contract';

/** SIM only: the personas the sandbox bank knows, so a tester can sign in without a list at hand. */
export function SandboxPersonas({ personas, onPick }: { personas: readonly Persona[]; onPick: (code: string) => void }) {
  if (!personas.length) return null;
  return (
    <details className="section">
      <summary>Sandbox personas</summary>
      <table>
        <thead>
          <tr>
            <th>Company (UEN)</th>
            <th>Persons (NRIC)</th>
            <th>For</th>
          </tr>
        </thead>
        <tbody>
          {personas.map((p) => (
            <tr key={p.uen}>
              <td>
                <button type="button" className="link" onClick={() => onPick(p.uen)}>
                  {p.uen}
                </button>{' '}
                {p.companyName}
              </td>
              <td>
                {p.persons.map((person) => (
                  <div key={person.nric}>
                    <button type="button" className="link" onClick={() => onPick(person.nric)}>
                      {person.nric}
                    </button>{' '}
                    {person.name} ({person.role})
                  </div>
                ))}
              </td>
              <td>{p.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
