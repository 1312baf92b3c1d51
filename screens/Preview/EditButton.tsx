import type { ReactNode } from 'react';
import type { SummarySection } from '../../machines/types';
import { text } from './text';

/** Which sections' Edit buttons show, and what pressing one does. */
export interface SectionEdit {
  opens: Readonly<Record<SummarySection, boolean>>;
  open: (section: SummarySection) => void;
  /** The one applicant whose section has Edit: another authorised person edits only their own (spec 2, 4); null for the first user. */
  ownOrder: number | null;
}

/**
 * Spec 2, 2.3: an Edit button per section; the chart decides where it goes (from=preview, so the edit
 * returns to the summary). Shown only when the section opens for this viewer (see Preview). With
 * children it is a plain link, such as the summary's declarations link.
 */
export function EditButton({ section, label, edit, children }: { section: SummarySection; label: string; edit: SectionEdit; children?: ReactNode }) {
  if (!edit.opens[section]) return null;
  return (
    <button
      type="button"
      className="link edit"
      data-edit-section={section}
      aria-label={children ? undefined : text.editSection(label)}
      onClick={() => edit.open(section)}
    >
      {children ?? text.edit}
    </button>
  );
}
