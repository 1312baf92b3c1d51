import { messages } from '../../../src/domain';
import { ReadOnly } from '../../../src/ui/fields';
import type { StatusDtls } from '../../../src/contract';
import { combinedApplications } from '../../../src/domain/statusView';
import { pageMessages } from '../../../src/domain/pageMessages';

/** The combined non-lending products listed by title (spec 3, 2), or 'Not Applicable'. */
export function CombinedList({ status }: { status: StatusDtls }) {
  const titles = combinedApplications(status);
  return (
    <ReadOnly
      label={pageMessages.labelCombined}
      testId="combined"
      value={
        titles.length ? (
          <ul>
            {titles.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : (
          messages.notApplicable
        )
      }
    />
  );
}
