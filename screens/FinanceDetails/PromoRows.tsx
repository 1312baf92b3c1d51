import { useFormikContext } from 'formik';
import { oppositePromoKind, PROMO_MAX_LENGTH, PROMO_REFERRAL_KINDS, type FinanceStartValues } from '../../src/domain';
import { SelectField, TextField } from '../../src/ui/fields';

const labelOf = (kind: string) => PROMO_REFERRAL_KINDS.find((k) => k.code === kind)?.label ?? kind;

/** Spec 1, 2.1 and 3.1: a promo or referral row, and an optional second row of the opposite kind. */
export function PromoRows() {
  const { values, setFieldValue } = useFormikContext<FinanceStartValues>();
  const second = oppositePromoKind(values.promoKind);
  return (
    <div className="promo-rows">
      <SelectField name="promoKind" label="Code type" options={PROMO_REFERRAL_KINDS} placeholder="Please select" />
      <TextField name="promoValue" label={labelOf(values.promoKind)} maxLength={PROMO_MAX_LENGTH} />
      {values.secondPromoRow ? (
        <div className="promo-row" data-testid="second-promo-row">
          <TextField name="promoValue2" label={labelOf(second)} maxLength={PROMO_MAX_LENGTH} />
          <button
            type="button"
            className="link"
            onClick={() => {
              void setFieldValue('secondPromoRow', false);
              void setFieldValue('promoValue2', '');
            }}
          >
            Remove {labelOf(second)}
          </button>
        </div>
      ) : (
        <button type="button" className="link" onClick={() => setFieldValue('secondPromoRow', true)}>
          Add {labelOf(second)}
        </button>
      )}
    </div>
  );
}
