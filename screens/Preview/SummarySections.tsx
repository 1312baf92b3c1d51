import type { PreviewForm } from '../../contract';
import { isOnlineProduct, labels } from '../../domain';
import { ReadOnly } from '../../ui/fields';
import { Section } from '../../ui/layout';
import { CompanySummary } from './CompanySummary';
import { EditButton } from './EditButton';
import { FinancingSummary } from './FinancingSummary';
import { PersonsSummary } from './PersonsSummary';
import { PropertySummary } from './PropertySummary';
import { text } from './text';

/** The property products: AIP, or any product with the Property purpose (spec 2, 2.3; spec 3, 1). */
export const isPropertyProduct = (f: PreviewForm['Request_Form']): boolean => f.FinancingProduct === 'AIP' || f.Property === 'Y';

/**
 * Spec 2, 2.3: every section of the summary. The bank account shows for the Online (term-loan)
 * product only; property details for the property products only.
 */
export function SummarySections({ data, canEdit, currentOrder }: { data: PreviewForm; canEdit: boolean; currentOrder: number | null }) {
  const f = data.Request_Form;
  return (
    <div className="summary">
      <FinancingSummary form={f} canEdit={canEdit} />
      <CompanySummary data={data} canEdit={canEdit} />
      <PersonsSummary data={data} canEdit={canEdit} currentOrder={currentOrder} />
      {isOnlineProduct(f.FinancingProduct) && (
        <Section title={text.accountSection}>
          <EditButton section="account" label={text.accountSection} shown={canEdit} />
          <dl data-testid="summary-account">
            <ReadOnly label={labels.disbursement_Branch_Code} value={data.AccountDetails?.Disbursement_Branch_Desc} />
            <ReadOnly label={labels.disbursement_Branch_Account_No} value={data.AccountDetails?.Disbursement_Branch_Account_No} />
          </dl>
        </Section>
      )}
      {isPropertyProduct(f) && <PropertySummary property={data.PropertyDetails} canEdit={canEdit} />}
    </div>
  );
}
