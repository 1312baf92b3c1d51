import type { PrefilledPerson } from '../../contract';
import { toDisplayDate, maskLast4 } from '../../domain/format';
import { countryLabel, FOREIGN_ADDRESS_TYPE } from '../../domain/reference';
import { ReadOnly } from '../../ui/fields';
import { CpfHistory } from './CpfHistory';
import { IncomeTable } from './IncomeTable';
import { text } from './text';

/** The registered address by address type: local fields, or foreign lines 1 and 2 (spec 1, 2.4). */
function registeredAddress(p: PrefilledPerson): string {
  if (p.REG_ADD_TYPE.trim().toUpperCase() === FOREIGN_ADDRESS_TYPE) {
    return [p.REG_ADD_LINE1, p.REG_ADD_LINE2, countryLabel(p.REG_ADD_COUNTRY) || p.REG_ADD_COUNTRY].filter(Boolean).join(', ');
  }
  const unit = p.REG_ADD_FLR_NO || p.REG_ADD_UNIT_NO ? `#${p.REG_ADD_FLR_NO}-${p.REG_ADD_UNIT_NO}` : '';
  const country = countryLabel(p.REG_ADD_COUNTRY) || p.REG_ADD_COUNTRY;
  const postal = [country, p.REG_ADD_POSTAL_CODE].filter(Boolean).join(' ');
  return [[p.REG_ADD_BLOCK_NO, p.REG_ADD_STREET_NAME].filter(Boolean).join(' '), unit, p.REG_ADD_BLDG_NAME, postal].filter(Boolean).join(', ');
}

/**
 * Prefilled read-only details from the identity service (spec 2, 2.1). The ID is masked to its last 4
 * characters for anyone but the current user.
 */
export function PrefilledDetails({ person, masked, idPrefix }: { person: PrefilledPerson; masked: boolean; idPrefix: string }) {
  const p = person;
  return (
    <div className="prefilled" id={`${idPrefix}-prefilled`}>
      <h3>{text.prefilledHeading}</h3>
      <dl>
        <ReadOnly label={text.IDNumber} value={masked ? maskLast4(p.IDNumber) : p.IDNumber} testId={`${idPrefix}.IDNumber`} />
        <ReadOnly label={text.Person_Name} value={p.Person_Name} />
        <ReadOnly label={text.HANYU_PINYIN_NAME} value={p.HANYU_PINYIN_NAME} />
        <ReadOnly label={text.ALIAS_NAME} value={p.ALIAS_NAME} />
        <ReadOnly label={text.HANYU_PINYIN_ALIAS_NAME} value={p.HANYU_PINYIN_ALIAS_NAME} />
        <ReadOnly label={text.MARRIED_NAME} value={p.MARRIED_NAME} />
        <ReadOnly label={text.Gender} value={text.genders[p.Gender] ?? p.Gender} />
        <ReadOnly label={text.RACE_DESC} value={p.RACE_DESC} />
        <ReadOnly label={text.DATE_OF_BIRTH} value={toDisplayDate(p.DATE_OF_BIRTH)} testId={`${idPrefix}.DATE_OF_BIRTH`} />
        <ReadOnly label={text.NATIONALITY} value={p.NATIONALITY} />
        <ReadOnly label={text.COUNTRY_OF_BIRTH} value={p.COUNTRY_OF_BIRTH} />
        <ReadOnly label={text.RESI_STS} value={text.residency[p.RESI_STS] ?? p.RESI_STS} />
        <ReadOnly label={text.Position_Desc} value={p.Position_Desc} />
        <ReadOnly label={text.registeredAddress} value={registeredAddress(p)} testId={`${idPrefix}.registeredAddress`} />
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
