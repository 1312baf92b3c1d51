import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import {
  boardMeetingSchema,
  boardMeetingYears,
  DAYS,
  emptyBoardMeeting,
  formatBoardMeetingDate,
  fromBoardMeetingDate,
  MONTHS,
  toBoardMeetingDate,
  type BoardMeetingValues,
} from '../../src/domain/boardMeeting';
import { messages } from '../../src/domain/messages';
import { SelectField } from '../../src/ui/fields';
import { Actions, Page } from '../../src/ui/layout';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { DatesUnbroken } from '../../src/ui/NoWrap';
import { LoadFailedView } from '../shared/LoadFailed';
import { useBoardMeetingDate, type BoardMeetingDateBinding } from './useBoardMeetingDate';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';
import { pageMessages } from '../../src/domain/pageMessages';

const TITLE = 'Board Meeting Date';

/** The bank refused the date: the 14-day message shows and the fields are cleared (spec 2, 5). */
function ClearWhenRefused({ refused }: { refused: boolean }) {
  const { resetForm } = useFormikContext<BoardMeetingValues>();
  const was = useRef(refused);
  useEffect(() => {
    if (refused && !was.current) resetForm({ values: emptyBoardMeeting });
    was.current = refused;
  }, [refused, resetForm]);
  return null;
}

/**
 * Spec 2, 2.13 and 5 "Board meeting date" (entity types LL, LC, PCLS): day, month and year, a confirm
 * dialog, the bank's 14-day check; once submitted the date is read-only and Continue leads on.
 */
export function BoardMeetingDateView(props: BoardMeetingDateBinding) {
  const { loadFailed, loading, submitted, editing, confirming, saved, draft, refused } = props;
  const shown = submitted ? (saved ?? draft) : null;
  const years = useMemo(() => {
    const list = boardMeetingYears(new Date());
    // A date saved earlier may lie in a year no longer offered; it still shows.
    return shown && !list.some((y) => y.code === String(shown.year)) ? [{ code: String(shown.year), label: String(shown.year) }, ...list] : list;
  }, [shown]);

  if (loadFailed) return <LoadFailedView title={TITLE} loadFailed={loadFailed} retry={props.retry} />;
  if (loading) return <Page title={TITLE}>{null}</Page>;

  return (
    <Page
      title={TITLE}
      intro={<p>Please confirm the date of the board meeting at which the acceptance of the letter of offer is approved (board resolution).</p>}
    >
      {refused && !submitted && (
        <p className="notice" role="alert" data-testid="board-meeting-refused">
          {pageMessages.invalidBoardMeetingDate}
        </p>
      )}
      <Formik<BoardMeetingValues>
        initialValues={submitted ? fromBoardMeetingDate(shown) : fromBoardMeetingDate(draft)}
        enableReinitialize={submitted}
        validationSchema={boardMeetingSchema}
        onSubmit={(v) => props.submitDate(toBoardMeetingDate(v))}
      >
        <Form noValidate aria-label={TITLE}>
          <FormErrorSummary />
          <ClearWhenRefused refused={refused} />
          {/* Before the fields, as a hint: the window is what the applicant needs to choose. */}
          <p className="hint" id="board-meeting-note" data-testid="board-meeting-note">
            <DatesUnbroken text={props.windowFrom && props.windowTo ? pageMessages.boardMeetingWindowNote(props.windowFrom, props.windowTo) : pageMessages.boardMeetingNote} />
          </p>
          <div className="board-meeting-date" role="group" aria-label="Board meeting date" aria-describedby="board-meeting-note">
            <SelectField name="day" label="Day" options={DAYS} placeholder={messages.pleaseSelect} disabled={!editing} />
            <SelectField name="month" label="Month" options={MONTHS} placeholder={messages.pleaseSelect} disabled={!editing} />
            <SelectField name="year" label="Year" options={years} placeholder={messages.pleaseSelect} disabled={!editing} />
          </div>
          <Actions>
            {submitted ? (
              <button type="button" onClick={props.continueOn}>
                Continue
              </button>
            ) : (
              <button type="submit" disabled={!editing}>
                Submit
              </button>
            )}
          </Actions>
        </Form>
      </Formik>
      {confirming && draft && (
        <ConfirmDialog
          title="Confirm board meeting date"
          testId="confirm-board-meeting"
          closeLabel="Close"
          confirmLabel="Submit"
          onClose={props.closeConfirm}
          onConfirm={props.confirm}
        >
          <p>
            You have chosen <strong>{formatBoardMeetingDate(draft)}</strong> as the board meeting date. Once submitted, it cannot be changed.
          </p>
        </ConfirmDialog>
      )}
    </Page>
  );
}

export default function BoardMeetingDate() {
  return <BoardMeetingDateView {...useBoardMeetingDate()} />;
}
