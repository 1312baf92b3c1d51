import { messages } from '../../../domain';
import { ReadOnly } from '../../../ui/fields';
import type { StatusDtls } from '../../../contract';
import { combinedApplications } from '../../../domain/statusView';

/** The combined non-lending products listed by title (spec 3, 2), or 'Not Applicable'. */
export function CombinedList({ status }: { status: StatusDtls }) {
  const titles = combinedApplications(status);
  return (
    <ReadOnly
      label={messages.labelCombined}
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
