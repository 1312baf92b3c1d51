import type { PreviewForm } from '../../src/contract';
import { hasPropertyStep, isOnlineProduct, labels } from '../../src/domain';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { CompanySummary } from './CompanySummary';
import { EditButton, type SectionEdit } from './EditButton';
import { FinancingSummary } from './FinancingSummary';
import { PersonsSummary } from './PersonsSummary';
import { PropertySummary, type PropertyRows } from './PropertySummary';
import { text } from './text';

/**
 * Spec 2, 2.3: every section of the summary. The bank account shows for the Online (term-loan)
 * product only; property details for the property products only.
 */
interface Props {
  data: PreviewForm;
  edit: SectionEdit;
  currentOrder: number | null;
  rows: PropertyRows;
}

export function SummarySections({ data, edit, currentOrder, rows }: Props) {
  const f = data.Request_Form;
  return (
    <div className="summary">
      <FinancingSummary form={f} edit={edit} />
      <CompanySummary data={data} edit={edit} />
      <PersonsSummary data={data} edit={edit} currentOrder={currentOrder} />
      {isOnlineProduct(f.FinancingProduct) && (
        <Section title={text.accountSection}>
          <EditButton section="account" label={text.accountSection} edit={edit} />
          <dl data-testid="summary-account">
            <ReadOnly label={labels.disbursement_Branch_Code} value={data.AccountDetails?.Disbursement_Branch_Desc} />
            <ReadOnly label={labels.disbursement_Branch_Account_No} value={data.AccountDetails?.Disbursement_Branch_Account_No} />
          </dl>
        </Section>
      )}
      {hasPropertyStep(f.FinancingProduct, f.Property) && <PropertySummary property={data.PropertyDetails} edit={edit} rows={rows} />}
    </div>
  );
}
