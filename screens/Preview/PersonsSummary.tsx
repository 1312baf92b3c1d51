import type { PreviewForm } from '../../src/contract';
import { countryLabel } from '../../src/domain/countries';
import { formatMobile, isOnlineProduct, JOINT_CONTRIBUTOR_OPTIONS, labels, MARITAL_STATUSES, maskLast4, optionLabel, TITLES } from '../../src/domain';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { EditButton, type SectionEdit } from './EditButton';
import { text } from './text';

/**
 * Spec 2, 2.3: the personal details of each person, each with an Edit button. IDs other than the
 * current user's are masked to their last 4 characters (spec 2, 9).
 */
export function PersonsSummary({ data, edit, currentOrder }: { data: PreviewForm; edit: SectionEdit; currentOrder: number | null }) {
  const online = isOnlineProduct(data.Request_Form.FinancingProduct);
  const applicants = [...data.ApplicantDtls].sort((a, b) => a.OrderNumber - b.OrderNumber);
  return (
    <>
      {applicants.map((a) => {
        const title = text.applicant(a.OrderNumber, a.Person_Name);
        return (
          <Section key={a.OrderNumber} title={title}>
            {(edit.ownOrder === null || edit.ownOrder === a.OrderNumber) && <EditButton section="persons" label={title} edit={edit} />}
            <dl data-testid={`summary-applicant-${a.OrderNumber}`}>
              <ReadOnly label={text.idNumber} value={a.OrderNumber === currentOrder ? a.IDNumber : maskLast4(a.IDNumber)} />
              {a.Position_Desc && <ReadOnly label="Position" value={a.Position_Desc} />}
              {a.TitleCode && <ReadOnly label={labels.TitleCode} value={optionLabel(TITLES, a.TitleCode)} />}
              {a.MaritalStatusCode && <ReadOnly label={labels.MaritalStatusCode} value={a.MarStatusDesp || optionLabel(MARITAL_STATUSES, a.MaritalStatusCode)} />}
              {a.CountryOfResidenceCode && <ReadOnly label={labels.CountryOfResidenceCode} value={countryLabel(a.CountryOfResidenceCode)} />}
              <ReadOnly label={labels.MobileNumber} value={a.MobileNumber ? formatMobile(a.MobileNumber) : ''} />
              <ReadOnly label={labels.Email_Address} value={a.Email_Address} />
              {online && a.isJointContributerForMortgageLoan && (
                <ReadOnly label={labels.isJointContributerForMortgageLoan} value={optionLabel(JOINT_CONTRIBUTOR_OPTIONS, a.isJointContributerForMortgageLoan)} />
              )}
            </dl>
          </Section>
        );
      })}
    </>
  );
}
