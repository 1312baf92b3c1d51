import { useId } from 'react';
import { M27_CHECKS } from '../../src/domain';
import { Checklist } from '../../src/ui/Checklist';
import { pageMessages } from '../../src/domain/pageMessages';

const M27 = [
  { label: M27_CHECKS.passed, passed: true },
  { label: M27_CHECKS.failed, passed: false },
] as const;

/** Spec 2, 8 "M02 plus field list": what the bank found missing in the identity profile. */
function MissingFields({ fields }: { fields: readonly string[] }) {
  const titleId = useId();
  return (
    <>
      <p id={titleId}>{pageMessages.missingFieldsTitle}</p>
      <ul aria-labelledby={titleId} data-testid="missing-fields">
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
    </>
  );
}

/** What an error page shows of its code beyond the message (spec 2, 8): M27's checks, M02's missing fields. */
export function ErrorDetails({ code, missingFields }: { code: string; missingFields: readonly string[] }) {
  if (code === 'M27') {
    return <Checklist title={pageMessages.checksTitle} checks={M27} passedLabel={pageMessages.checkPassed} failedLabel={pageMessages.checkFailed} />;
  }
  if (code === 'M02' && missingFields.length > 0) return <MissingFields fields={missingFields} />;
  return null;
}
