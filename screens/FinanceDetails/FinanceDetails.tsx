import { Form, Formik, type FormikErrors } from 'formik';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { openedWithSearch } from '../../src/config/startParams';
import { buildFeatures } from '../../src/config';
import {
  buildStartPayload,
  emptyStartValues,
  readStartParams,
  startValuesFrom,
  type FinanceStartValues,
  type ProductKind,
  type StartParams,
  messages,
} from '../../src/domain';
import { startPayloadContext } from '../../src/domain/financeView';
import { Actions, Page, Section } from '../../src/ui/layout';
import { AipFields } from './AipFields';
import { CaptchaField } from './CaptchaField';
import { bringIntoView } from '../shared/bringIntoView';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import { FinancingType } from './FinancingType';
import { FormMessage } from './FormMessage';
import { IslamicComparison } from './IslamicComparison';
import { OnlineAmount } from './OnlineAmount';
import { PersonalisedFields } from './PersonalisedFields';
import { ProductCards } from './ProductCards';
import { PromoRows } from './PromoRows';
import { StartDeclaration } from './StartDeclaration';
import { useFinanceDetails, type FinanceDetailsBinding } from './useFinanceDetails';
import './financeDetails.css';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';
import { stepProgress, type JourneyRoute } from '../../src/domain/journeySteps';
import { StartStep } from './StartStep';
import { PleaseWait } from '../../src/ui/PleaseWait';

/** The submit check needs the schema library: fetched once the page has painted, not with it. */
const loadStartCheck = () => import('../../src/domain/startCheck');

/**
 * The dialogs open only after a click (a product card, the submit): fetched once the page has painted, as
 * the submit check is, so they are there before anyone can open them.
 */
const loadConsent = () => import('../shared/ConsentPopup');
const loadImportantNote = () => import('./ImportantNotePopup');
const loadSchemeDeclaration = () => import('./SchemeDeclarationPopup');
const ConsentPopup = lazy(() => loadConsent().then((m) => ({ default: m.ConsentPopup })));
const ImportantNotePopup = lazy(() => loadImportantNote().then((m) => ({ default: m.ImportantNotePopup })));
const SchemeDeclarationPopup = lazy(() => loadSchemeDeclaration().then((m) => ({ default: m.SchemeDeclarationPopup })));

interface Props {
  /** buildFeatures.captcha unless a test says otherwise. */
  captcha?: boolean;
  /** The query parameters (spec 1, 2.1); read from the address when not given. */
  params?: StartParams;
}

/** Spec 1: 2.1, 4.1 and 5.1: the financing start page for the Online, AIP and Personalised products. */
export function FinanceDetailsView(props: FinanceDetailsBinding & { captcha: boolean; params?: StartParams }) {
  const { saved, editMode, consent, scheme, loadFailed, busy, fixedInterestRate, captcha, params: given } = props;
  const params = useMemo(() => given ?? readStartParams(openedWithSearch), [given]);
  const [note, setNote] = useState<ProductKind | null>(null);
  // The start page is step 1 once a product says how many steps there are; in edit mode the chart says it.
  const [startRoute, setStartRoute] = useState<JourneyRoute | null>(null);
  const step = editMode ? undefined : startRoute && stepProgress(startRoute, 'financing');
  const financing = useRef<HTMLDivElement>(null);
  // The form starts from the saved application (edit mode, once loaded) or the draft kept in context; it
  // restarts only when the loaded application changes, so a consent Back keeps what was typed.
  const formKey = editMode ? `edit-${saved?.referenceNo ?? ''}` : 'new';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => startValuesFrom(saved, params), [formKey, params]);
  const checks = { captcha, editMode };
  useEffect(() => {
    void loadStartCheck();
    void loadConsent();
    void loadImportantNote();
    void loadSchemeDeclaration();
  }, []);
  const validate = async (values: FinanceStartValues): Promise<FormikErrors<FinanceStartValues>> => {
    const { startErrors } = await loadStartCheck();
    return Object.fromEntries(startErrors(values, checks).map((e) => [e.path, e.message])) as FormikErrors<FinanceStartValues>;
  };
  const submit = (values: FinanceStartValues) => props.submit(buildStartPayload(values, startPayloadContext(editMode, saved, params, fixedInterestRate)));

  return (
    <Page step={step} title="Business Financing" intro={<p>Apply for business financing online in a few steps. Have your latest 2 years of financial reports and 6 months of operating bank statements ready.</p>}>
      {/* Editing a saved application is no time to start an enquiry: the link belongs to a new application. */}
      {!editMode && (
        <p className="returning-user" data-testid="returning-user">
          Applied before?{' '}
          <button type="button" className="link" onClick={props.openWelcome}>
            Status Enquiry / Resume Application
          </button>
        </p>
      )}
      {/* Edit mode shows the form once the saved application is loaded: a form shown before would be
          replaced by the loaded one, and what the applicant typed in between would be lost. */}
      {editMode && !saved?.referenceNo ? (
        loadFailed ? (
          <LoadFailedNotice failure={props.failure} retry={props.retry} leave={{ label: messages.backToSummary, onLeave: props.back }} />
        ) : (
          <p className="notice" role="status">
            {messages.loadingApplication}
          </p>
        )
      ) : (
      <Formik<FinanceStartValues> key={formKey} initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values, resetForm, setFieldValue }) => (
          <Form noValidate aria-label="Financing application">
            <FormErrorSummary />
            <StartStep onRoute={setStartRoute} />
            {!params.option && (
              <>
                <ProductCards
                  selected={values.financingProduct}
                  disabled={editMode}
                  onPick={(kind) => {
                    // Picking or switching a product starts the form afresh (spec 1, 4.1).
                    resetForm({ values: emptyStartValues(kind, params) });
                    setNote(kind);
                  }}
                />
                <IslamicComparison />
              </>
            )}
            <FormMessage path="financingProduct" />
            {values.financingProduct && (
              <div ref={financing}>
                <Section title="Financing details">
                  {values.financingProduct === 'Personalised' && <PersonalisedFields />}
                  {values.financingProduct === 'AIP' && <AipFields />}
                  <FinancingType />
                  {values.financingProduct === 'Online' && <OnlineAmount fixedInterestRate={fixedInterestRate} />}
                </Section>
              </div>
            )}
            <Section title="Promo or referral code (optional)">
              <PromoRows />
            </Section>
            <Section title="Declaration">
              <StartDeclaration />
            </Section>
            {captcha && !editMode && <CaptchaField />}
            <Actions>
              <button type="submit" disabled={loadFailed || busy}>
                {editMode ? 'Continue' : 'Retrieve Myinfo with Singpass'}
              </button>
            </Actions>
            {note && (
              <Suspense fallback={<PleaseWait />}>
                <ImportantNotePopup
                  product={note}
                  onProceed={() => {
                    setNote(null);
                    // On a phone the section is far below the cards.
                    bringIntoView(financing.current);
                  }}
                  onBack={() => {
                    void setFieldValue('financingProduct', '');
                    setNote(null);
                  }}
                />
              </Suspense>
            )}
          </Form>
        )}
      </Formik>
      )}
      <Suspense fallback={<PleaseWait />}>
        {consent && <ConsentPopup onBack={props.back} onProceed={props.proceed} />}
        {scheme && <SchemeDeclarationPopup onBack={props.back} onProceed={props.proceed} />}
      </Suspense>
    </Page>
  );
}

export default function FinanceDetails({ captcha = buildFeatures.captcha, params }: Props) {
  return <FinanceDetailsView captcha={captcha} params={params} {...useFinanceDetails()} />;
}
