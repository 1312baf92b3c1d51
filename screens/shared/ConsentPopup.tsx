import { useState } from 'react';
import { AgreePopup } from '../../src/ui/AgreePopup';

/**
 * Spec 1, 2.1 and 5.1: the national-identity retrieval declaration. Proceed is enabled only once the
 * consent box is ticked; Show/Hide details expands what is retrieved.
 */
export function ConsentPopup({ onBack, onProceed }: { onBack: () => void; onProceed: () => void }) {
  const [details, setDetails] = useState(false);
  return (
    <AgreePopup
      title="Retrieve your information with Myinfo"
      testId="consent-popup"
      agreement="I consent to the bank retrieving my personal and business data from Myinfo for this application."
      onBack={onBack}
      onProceed={onProceed}
    >
      <p>
        You will leave this site for the national digital-identity service (a third-party site) to retrieve your
        personal data and your business's data from the government registries.
      </p>
      <button type="button" className="link" aria-expanded={details} onClick={() => setDetails(!details)}>
        {details ? 'Hide details' : 'Show details'}
      </button>
      {details && (
        <ul>
          <li>Company: registration number, name, entity type, registered address, activities, capital, appointments.</li>
          <li>Persons: name, identity number, date of birth, nationality, residency, registered address, CPF contribution history, notices of assessment.</li>
        </ul>
      )}
    </AgreePopup>
  );
}
