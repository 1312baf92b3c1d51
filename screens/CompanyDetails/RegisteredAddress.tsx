import type { CompDtls } from '../../src/contract';
import { FOREIGN_ADDRESS_TYPE } from '../../src/domain/reference';
import { labels } from '../../src/domain/messages';
import { ReadOnly } from '../../src/ui/fields';
import { Section } from '../../src/ui/layout';
import { text } from './text';

/** Registered address (spec 1, 2.2): local fields, or foreign address lines 1 and 2. */
export function RegisteredAddress({ comp }: { comp: CompDtls }) {
  const foreign = comp.Address_Type_Code.trim().toUpperCase() === FOREIGN_ADDRESS_TYPE;
  return (
    <Section title={text.registeredAddressSection}>
      <dl>
        {foreign ? (
          <>
            <ReadOnly label={labels.Address_Line1} value={comp.Address_Line_1} testId="Address_Line_1" />
            <ReadOnly label={labels.Address_Line2} value={comp.Address_Line_2} testId="Address_Line_2" />
          </>
        ) : (
          <>
            <ReadOnly label={labels.Block_Number} value={comp.Reg_Add_Block_No} testId="Reg_Add_Block_No" />
            <ReadOnly label={labels.Street_Name} value={comp.Reg_Add_Street_Name} testId="Reg_Add_Street_Name" />
            <ReadOnly label={labels.Storey_Number} value={comp.Reg_Add_Floor_No} testId="Reg_Add_Floor_No" />
            <ReadOnly label={labels.Unit_Number} value={comp.Reg_Add_Unit_No} testId="Reg_Add_Unit_No" />
            <ReadOnly label={labels.Building_Name} value={comp.Reg_Add_Bldg_Name} testId="Reg_Add_Bldg_Name" />
            <ReadOnly label={labels.Postal_Code} value={comp.Reg_Add_Postal_Code} testId="Reg_Add_Postal_Code" />
            <ReadOnly label={labels.Country} value={comp.Reg_Add_Country_Desc || comp.Reg_Add_Country_Code} testId="Reg_Add_Country" />
          </>
        )}
      </dl>
    </Section>
  );
}
