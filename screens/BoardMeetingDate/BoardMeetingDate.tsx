import { Form, Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import {
  boardMeetingChoices,
  boardMeetingSchemaFor,
  formatBoardMeetingDate,
  fromBoardMeetingDate,
  toBoardMeetingDate,
  windowOfStatus,
  type BoardMeetingValues,
} from '../../src/domain/boardMeeting';
import type { Option } from '../../src/domain/reference';
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

/** A value chosen earlier that the window no longer offers still shows, so the applicant sees what to change. */
const withChosen = (options: readonly Option[], chosen: string): readonly Option[] =>
  chosen === '' || options.some((o) => o.code === chosen) ? options : [...options, { code: chosen, label: chosen }];

/**
 * Day, month and year, each offering only what the window holds given the other two (spec 2, section 9).
 * A date saved earlier shows as it was saved, in whatever year.
 */
function DateFields({ window, editing }: { window: ReturnType<typeof windowOfStatus>; editing: boolean }) {
  const { values } = useFormikContext<BoardMeetingValues>();
  const { days, months, years } = useMemo(() => boardMeetingChoices(window, values, new Date()), [window, values]);
  return (
    <div className="board-meeting-date" role="group" aria-label="Board meeting date" aria-describedby="board-meeting-note">
      <SelectField name="day" label="Day" options={withChosen(days, values.day)} placeholder={messages.pleaseSelect} disabled={!editing} />
      <SelectField name="month" label="Month" options={withChosen(months, values.month)} placeholder={messages.pleaseSelect} disabled={!editing} />
      <SelectField name="year" label="Year" options={withChosen(years, values.year)} placeholder={messages.pleaseSelect} disabled={!editing} />
    </div>
  );
}

/**
 * Spec 2, 2.13 and 5 "Board meeting date" (entity types LL, LC, PCLS): day, month and year, a confirm
 * dialog, the bank's 14-day check; once submitted the date is read-only and Continue leads on.
 */
export function BoardMeetingDateView(props: BoardMeetingDateBinding) {
  const { loadFailed, loading, submitted, editing, confirming, saved, draft, refused } = props;
  const shown = submitted ? (saved ?? draft) : null;
  const window = useMemo(() => windowOfStatus(props.windowFrom, props.windowTo), [props.windowFrom, props.windowTo]);
  const schema = useMemo(() => boardMeetingSchemaFor(window), [window]);

  if (loadFailed) return <LoadFailedView title={TITLE} loadFailed={loadFailed} failure={props.failure} retry={props.retry} />;
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
        validationSchema={schema}
        onSubmit={(v) => props.submitDate(toBoardMeetingDate(v))}
      >
        <Form noValidate aria-label={TITLE}>
          <FormErrorSummary />
          {/* Before the fields, as a hint: the window is what the applicant needs to choose. */}
          <p className="hint" id="board-meeting-note" data-testid="board-meeting-note">
            <DatesUnbroken text={props.windowFrom && props.windowTo ? pageMessages.boardMeetingWindowNote(props.windowFrom, props.windowTo) : pageMessages.boardMeetingNote} />
          </p>
          {/* A date submitted earlier shows as saved; the window limits only a date still to choose. */}
          <DateFields window={submitted ? null : window} editing={editing} />
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
