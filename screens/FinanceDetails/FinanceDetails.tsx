import { Form, Formik } from 'formik';
import { JourneyContext } from '../../src/app/journeyContext';
import { FINANCING_TYPES, PROMO_REFERRAL_KINDS, financeDetailsSchema } from '../../src/domain';
import { RadioGroup, SelectField, TextField } from '../../src/ui/fields';
import { Actions, Page, Section } from '../../src/ui/layout';
import { ConsentPopup } from './ConsentPopup';
import { OnlineAmount } from './OnlineAmount';
import { ProductCards } from './ProductCards';
import { initialFinanceValues, toApplication, type FinanceFormValues } from './values';

/** Spec 1, 2.1: the financing start page (Online product). */
export default function FinanceDetails() {
  const saved = JourneyContext.useSelector((s) => s.context.financing);
  const consent = JourneyContext.useSelector((s) => s.hasTag('consent'));
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const send = JourneyContext.useActorRef().send;

  return (
    <Page title="Business Financing" intro={<p>Apply for business financing online in a few steps. Have your latest 2 years of financial reports and 6 months of operating bank statements ready.</p>}>
      <p data-testid="returning-user">
        Applied before?{' '}
        <button type="button" className="link" onClick={() => send({ type: 'user.openWelcome' })}>
          Status Enquiry / Resume Application
        </button>
      </p>
      <Formik<FinanceFormValues>
        initialValues={initialFinanceValues(saved)}
        validationSchema={financeDetailsSchema}
        onSubmit={(values) => send({ type: 'user.submitFinancing', application: toApplication(values) })}
      >
        {({ values }) => (
          <Form noValidate>
            <ProductCards selected={values.financingProduct} />
            <Section title="Financing details">
              <RadioGroup name="financingType" label="Type of financing" options={FINANCING_TYPES} />
              <OnlineAmount />
            </Section>
            <Section title="Promo or referral code (optional)">
              <SelectField name="promoKind" label="Code type" options={PROMO_REFERRAL_KINDS} placeholder="Please select" />
              <TextField name="promoValue" label={values.promoKind === 'ReferralCode' ? 'Referral code' : 'Promo code'} maxLength={20} />
            </Section>
            <Actions>
              <button type="submit" disabled={loadFailed}>
                Retrieve Myinfo with Singpass
              </button>
            </Actions>
          </Form>
        )}
      </Formik>
      {consent && <ConsentPopup onBack={() => send({ type: 'user.back' })} onProceed={() => send({ type: 'user.proceed' })} />}
    </Page>
  );
}
