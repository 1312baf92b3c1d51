import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
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
} from '../../domain/boardMeeting';
import { messages } from '../../domain/messages';
import { SelectField } from '../../ui/fields';
import { Actions, Page } from '../../ui/layout';
import { Popup } from '../../ui/Popup';
import { LoadFailed } from '../shared/LoadFailed';

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
export default function BoardMeetingDate() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ boardMeetingDate: 'loading' }));
  const submitted = JourneyContext.useSelector((s) => s.matches({ boardMeetingDate: 'submitted' }));
  const editing = JourneyContext.useSelector((s) => s.matches({ boardMeetingDate: 'editing' }));
  const confirming = JourneyContext.useSelector((s) => s.hasTag('confirmBoardMeeting'));
  const saved = JourneyContext.useSelector((s) => s.context.boardMeeting);
  const draft = JourneyContext.useSelector((s) => s.context.boardMeetingDraft);
  const refused = JourneyContext.useSelector((s) => s.hasTag('boardMeetingRefused'));
  const send = JourneyContext.useActorRef().send;

  const shown = submitted ? (saved ?? draft) : null;
  const years = useMemo(() => {
    const list = boardMeetingYears(new Date());
    // A date saved earlier may lie in a year no longer offered; it still shows.
    return shown && !list.some((y) => y.code === String(shown.year)) ? [{ code: String(shown.year), label: String(shown.year) }, ...list] : list;
  }, [shown]);

  if (loadFailed) return <LoadFailed title={TITLE} />;
  if (loading) return <Page title={TITLE}>{null}</Page>;

  return (
    <Page
      title={TITLE}
      intro={<p>Please confirm the date of the board meeting at which the acceptance of the letter of offer is approved (board resolution).</p>}
    >
      {refused && !submitted && (
        <p className="notice" role="alert" data-testid="board-meeting-refused">
          {messages.invalidBoardMeetingDate}
        </p>
      )}
      <Formik<BoardMeetingValues>
        initialValues={submitted ? fromBoardMeetingDate(shown) : fromBoardMeetingDate(draft)}
        enableReinitialize={submitted}
        validationSchema={boardMeetingSchema}
        onSubmit={(v) => send({ type: 'user.submitBoardMeeting', date: toBoardMeetingDate(v) })}
      >
        <Form noValidate aria-label={TITLE}>
          <ClearWhenRefused refused={refused} />
          <div className="board-meeting-date" role="group" aria-label="Board meeting date">
            <SelectField name="day" label="Day" options={DAYS} placeholder={messages.pleaseSelect} disabled={!editing} />
            <SelectField name="month" label="Month" options={MONTHS} placeholder={messages.pleaseSelect} disabled={!editing} />
            <SelectField name="year" label="Year" options={years} placeholder={messages.pleaseSelect} disabled={!editing} />
          </div>
          <p className="hint" data-testid="board-meeting-note">
            {messages.boardMeetingNote}
          </p>
          <Actions>
            {submitted ? (
              <button type="button" onClick={() => send({ type: 'user.continue' })}>
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
        <Popup
          title="Confirm board meeting date"
          testId="confirm-board-meeting"
          actions={
            <>
              <button type="button" className="secondary" onClick={() => send({ type: 'user.close' })}>
                Close
              </button>
              <button type="button" onClick={() => send({ type: 'user.confirm' })}>
                Submit
              </button>
            </>
          }
        >
          <p>
            You have chosen <strong>{formatBoardMeetingDate(draft)}</strong> as the board meeting date. Once submitted, it cannot be changed.
          </p>
        </Popup>
      )}
    </Page>
  );
}
