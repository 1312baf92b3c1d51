import type { ReactNode } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import type { SummarySection } from '../../machines/types';
import { text } from './text';

/**
 * Spec 2, 2.3: an Edit button per section; the chart decides where it goes (from=preview, so the edit
 * returns to the summary). Shown only when the viewer may edit (see Preview) and the chart has a step
 * to open: another authorised person edits only their own details. With children it is a plain link,
 * such as the summary's declarations link.
 */
export function EditButton({ section, label, shown, children }: { section: SummarySection; label: string; shown: boolean; children?: ReactNode }) {
  const send = JourneyContext.useActorRef().send;
  const opens = JourneyContext.useSelector((s) => s.can({ type: 'user.editSection', section }));
  if (!shown || !opens) return null;
  return (
    <button
      type="button"
      className="link edit"
      data-edit-section={section}
      aria-label={children ? undefined : text.editSection(label)}
      onClick={() => send({ type: 'user.editSection', section })}
    >
      {children ?? text.edit}
    </button>
  );
}
