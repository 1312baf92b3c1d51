import { Form, Formik } from 'formik';
import { Fragment, useState } from 'react';
import { buildFeatures } from '../../src/config';
import { declarationsSchema, messages } from '../../src/domain';
import { BackNext } from '../../src/ui/buttons';
import { CheckboxField } from '../../src/ui/fields';
import { Page } from '../../src/ui/layout';
import { Popup } from '../../src/ui/Popup';
import { DECLARATION_DOCUMENTS, DECLARATIONS, documentHref, documentTitle, ONLINE_DECLARATIONS, type DocumentId } from './documents';
import { text } from './text';
import { useDeclarationsDetails, type DeclarationsDetailsBinding } from './useDeclarationsDetails';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.2 and 5: the four declarations with their six documents (AL1 to AL6), the Online product's
 * extra declarations, and the one checkbox applicantDeclare, which can be ticked only once every
 * document was opened. AL3 opens the police advisory pop-up; the others open in a new tab.
 */
export function DeclarationsDetailsView({ online, submit, back, newWording }: DeclarationsDetailsBinding & { newWording: boolean }) {
  const [opened, setOpened] = useState<ReadonlySet<DocumentId>>(new Set());
  const [advisoryOpen, setAdvisoryOpen] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const allOpened = DECLARATION_DOCUMENTS.every((d) => opened.has(d.id));

  const markOpened = (id: DocumentId) => {
    setOpened((o) => new Set(o).add(id));
    setBlocked(false);
  };

  const link = (id: DocumentId) =>
    id === 'AL3' ? (
      <button
        type="button"
        className="link"
        data-document={id}
        onClick={() => {
          markOpened(id);
          setAdvisoryOpen(true);
        }}
      >
        {documentTitle(id)}
      </button>
    ) : (
      <a href={documentHref(id)} target="_blank" rel="noopener noreferrer" data-document={id} onClick={() => markOpened(id)}>
        {documentTitle(id)}
        <span className="visually-hidden"> {pageMessages.opensInNewTab}</span>
      </a>
    );

  return (
    <Page title={text.title}>
      <Formik initialValues={{ applicantDeclare: false }} validationSchema={declarationsSchema} onSubmit={submit}>
        <Form noValidate aria-label={text.title}>
          <FormErrorSummary />
          <p>{text.intro}</p>
          <ol className="declarations">
            {DECLARATIONS.map((d) => (
              <li key={d.key} data-testid={`declaration-${d.key}`}>
                {d.before}{' '}
                {d.links.map((id, i) => (
                  <Fragment key={id}>
                    {i > 0 && ' and '}
                    {link(id)}
                    {opened.has(id) && <span aria-label={text.read}> ✓</span>}
                  </Fragment>
                ))}
                {d.after}
              </li>
            ))}
          </ol>
          {online && (
            <section aria-labelledby="online-declarations">
              <h2 id="online-declarations">{text.onlineHeading}</h2>
              <ul data-testid="online-declarations">
                {ONLINE_DECLARATIONS.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </section>
          )}
          <CheckboxField name="applicantDeclare" label={text.applicantDeclare} disabled={!allOpened} onBlockedClick={() => setBlocked(true)} />
          {blocked && !allOpened && (
            <p className="field-error" role="alert">
              {messages.readDeclarationFirst}
            </p>
          )}
          <BackNext secondary={text.back} primary={text.next} onSecondary={back} />
        </Form>
      </Formik>
      {advisoryOpen && (
        <Popup
          title={pageMessages.policeAdvisoryTitle}
          testId="police-advisory"
          onClose={() => setAdvisoryOpen(false)}
          actions={
            <button type="button" onClick={() => setAdvisoryOpen(false)}>
              {messages.close}
            </button>
          }
        >
          <p>{newWording ? messages.policeAdvisoryNewWording : pageMessages.policeAdvisory}</p>
        </Popup>
      )}
    </Page>
  );
}

/** The police advisory's wording follows the feature switch unless a test says otherwise. */
export default function DeclarationsDetails({ newWording = buildFeatures.policeAdvisoryNewWording }: { newWording?: boolean }) {
  return <DeclarationsDetailsView newWording={newWording} {...useDeclarationsDetails()} />;
}
