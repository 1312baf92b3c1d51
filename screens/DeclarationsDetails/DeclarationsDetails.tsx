import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { JourneyContext } from '../../src/app/journeyContext';
import { messages } from '../../src/domain';
import { CheckboxField } from '../../src/ui/fields';
import { Actions, Page } from '../../src/ui/layout';
import { Popup } from '../../src/ui/Popup';
import { DECLARATION_LINKS } from './documents';

const schema = yup.object({ applicantDeclare: yup.boolean().oneOf([true], messages.declarationRequired) });

/** Spec 2, 2.2: declarations; the box can be ticked only after every link was opened. */
export default function DeclarationsDetails() {
  const send = JourneyContext.useActorRef().send;
  const [opened, setOpened] = useState<Set<string>>(new Set());
  const [reading, setReading] = useState<(typeof DECLARATION_LINKS)[number] | null>(null);
  const [blocked, setBlocked] = useState(false);
  const allOpened = opened.size === DECLARATION_LINKS.length;

  const open = (doc: (typeof DECLARATION_LINKS)[number]) => {
    setReading(doc);
    setOpened(new Set(opened).add(doc.id));
    setBlocked(false);
  };

  return (
    <Page title="Declarations">
      <Formik initialValues={{ applicantDeclare: false }} validationSchema={schema} onSubmit={() => send({ type: 'user.submitDeclarations' })}>
        <Form noValidate>
          <p>Please read each of the following before you accept them:</p>
          <ul>
            {DECLARATION_LINKS.map((d) => (
              <li key={d.id}>
                <button type="button" className="link" onClick={() => open(d)}>
                  {d.title}
                </button>
                {opened.has(d.id) && <span aria-label="read"> ✓</span>}
              </li>
            ))}
          </ul>
          <CheckboxField
            name="applicantDeclare"
            label="I have read, understood and agree to the declarations, terms and conditions above."
            disabled={!allOpened}
            onBlockedClick={() => setBlocked(true)}
          />
          {blocked && !allOpened && (
            <p className="field-error" role="alert">
              {messages.readDeclarationFirst}
            </p>
          )}
          <Actions>
            <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
              Back
            </button>
            <button type="submit">Next</button>
          </Actions>
        </Form>
      </Formik>
      {reading && (
        <Popup title={reading.title} actions={<button type="button" onClick={() => setReading(null)}>Close</button>}>
          <p>{reading.text}</p>
        </Popup>
      )}
    </Page>
  );
}
