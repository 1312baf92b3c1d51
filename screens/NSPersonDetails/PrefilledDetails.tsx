import type { PrefilledPerson } from '../../src/contract';
import { toDisplayDate } from '../../src/domain/financialDates';
import { maskLast4 } from '../../src/domain/format';
import { personAddressLines } from '../../src/domain/addressView';
import { AddressLines } from '../../src/ui/AddressLines';
import { codeLabel, GENDERS, RESIDENCY_STATUSES } from '../../src/domain/personView';
import { ReadOnly } from '../../src/ui/fields';
import { CpfHistory } from './CpfHistory';
import { IncomeTable } from './IncomeTable';
import { text } from './text';

/**
 * Prefilled read-only details from the identity service (spec 2, 2.1). The ID is masked to its last 4
 * characters for anyone but the current user.
 */
export function PrefilledDetails({ person, masked, idPrefix }: { person: PrefilledPerson; masked: boolean; idPrefix: string }) {
  const p = person;
  return (
    <div className="prefilled" id={`${idPrefix}-prefilled`}>
      <h2>{text.prefilledHeading}</h2>
      <dl>
        <ReadOnly label={text.IDNumber} value={masked ? maskLast4(p.IDNumber) : p.IDNumber} testId={`${idPrefix}.IDNumber`} />
        <ReadOnly label={text.Person_Name} value={p.Person_Name} />
        <ReadOnly label={text.HANYU_PINYIN_NAME} value={p.HANYU_PINYIN_NAME} />
        <ReadOnly label={text.ALIAS_NAME} value={p.ALIAS_NAME} />
        <ReadOnly label={text.HANYU_PINYIN_ALIAS_NAME} value={p.HANYU_PINYIN_ALIAS_NAME} />
        <ReadOnly label={text.MARRIED_NAME} value={p.MARRIED_NAME} />
        <ReadOnly label={text.Gender} value={codeLabel(GENDERS, p.Gender)} />
        <ReadOnly label={text.RACE_DESC} value={p.RACE_DESC} />
        <ReadOnly label={text.DATE_OF_BIRTH} value={toDisplayDate(p.DATE_OF_BIRTH)} testId={`${idPrefix}.DATE_OF_BIRTH`} />
        <ReadOnly label={text.NATIONALITY} value={p.NATIONALITY} />
        <ReadOnly label={text.COUNTRY_OF_BIRTH} value={p.COUNTRY_OF_BIRTH} />
        <ReadOnly label={text.RESI_STS} value={codeLabel(RESIDENCY_STATUSES, p.RESI_STS)} />
        <ReadOnly label={text.Position_Desc} value={p.Position_Desc} />
        <ReadOnly label={text.registeredAddress} value={<AddressLines lines={personAddressLines(p)} />} testId={`${idPrefix}.registeredAddress`} />
      </dl>
      {p.showCPFAndNOA && (
        <>
          <IncomeTable rows={p.yearOfAssessment.income} idPrefix={idPrefix} />
          <CpfHistory rows={p.cpfContributionHistory} idPrefix={idPrefix} />
        </>
      )}
    </div>
  );
}
