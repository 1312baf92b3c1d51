import type { ReactNode } from 'react';
import { JourneyContext } from '../../src/app/journeyContext';
import { text } from './text';

/** The parts of the application the summary can send the user back to (spec 2, 2.3). */
export type EditSection = 'financing' | 'company' | 'persons' | 'account' | 'property' | 'declarations';

/**
 * Spec 2, 2.3: an Edit button per section; the chart decides where it goes (from=preview, so the edit
 * returns to the summary). Shown only when the viewer may edit (see Preview). With children it is a
 * plain link, such as the summary's declarations link.
 */
export function EditButton({ section, label, shown, children }: { section: EditSection; label: string; shown: boolean; children?: ReactNode }) {
  const send = JourneyContext.useActorRef().send;
  if (!shown) return null;
  return (
    <button
      type="button"
      className="link edit"
      aria-label={children ? undefined : text.editSection(label)}
      // The chart's event union has no user.editSection yet (the lead adds it): cast once, here.
      onClick={() => send({ type: 'user.editSection', section } as never)}
    >
      {children ?? text.edit}
    </button>
  );
}
