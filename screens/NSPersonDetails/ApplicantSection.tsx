import { useFormikContext } from 'formik';
import { useState } from 'react';
import { formatMobile } from '../../src/domain/format';
import { labels, messages } from '../../src/domain/messages';
import { ReadOnly, SelectField } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { ApplicantForm } from './ApplicantForm';
import type { ApplicantFormValues, ApplicantRow, PersonsFormValues } from './personValues';
import { PrefilledDetails } from './PrefilledDetails';
import { applicantFallbackTitle, authorisedPersonTitle, text } from './text';

interface Props {
  row: ApplicantRow;
  index: number;
  online: boolean;
  open: boolean;
  /** The sole proprietor's page (SPersonDetails): panels are numbered, not named. */
  numbered: boolean;
}

/**
 * One applicant (spec 2, 2.1): the name as header, the prefilled details behind a toggle, and the
 * form: the current user's own details ('Fill Up Form'), or contact only ('Fill Up Contact'). A
 * submitted applicant's contact is shown read-only. Applicant 2 may be picked from the holders.
 */
export function ApplicantSection({ row, index, online, open, numbered }: Props) {
  const [showDetails, setShowDetails] = useState(row.isCurrentUser);
  // Applicant 2 picked from the holders is named by the pick (spec 2, 2.1: the header shows the person's name).
  const holderId = useFormikContext<PersonsFormValues>().values.applicants[index]?.holderId;
  const picked = row.holders.find((h) => h.code === holderId)?.label;
  const personName = picked ?? row.Person_Name;
  const prefix = `applicants.${index}`;
  const name = (field: keyof ApplicantFormValues) => `${prefix}.${field}`;
  const toggleText = row.isCurrentUser
    ? showDetails
      ? text.hidePrefilled
      : text.showPrefilled
    : showDetails
      ? text.hidePrefilledOther
      : text.showPrefilledOther;
  return (
    <Section title={numbered ? authorisedPersonTitle(row.order) : personName || applicantFallbackTitle(row.order)} open={open} names>
      {row.showPrefilled && row.info && (
        <>
          <button
            type="button"
            className="link"
            aria-expanded={showDetails}
            aria-controls={showDetails ? `${prefix}-prefilled` : undefined}
            onClick={() => setShowDetails((s) => !s)}
          >
            {toggleText}
          </button>
          {showDetails && <PrefilledDetails person={row.info} masked={!row.isCurrentUser} idPrefix={prefix} />}
        </>
      )}
      {!row.editable && (
        <dl>
          <ReadOnly label={labels.MobileNumber} value={row.saved?.MobileNumber ? formatMobile(row.saved.MobileNumber) : ''} testId={name('MobileNumber')} />
          <ReadOnly label={labels.Email_Address} value={row.saved?.Email_Address} testId={name('Email_Address')} />
        </dl>
      )}
      {row.holders.length > 0 && (
        <SelectField name={name('holderId')} label={text.holder} options={row.holders} placeholder={messages.pleaseSelect} />
      )}
      {row.editable && <ApplicantForm row={row} online={online} name={name} />}
    </Section>
  );
}
