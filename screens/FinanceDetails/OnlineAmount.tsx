import { useField, type FieldMetaProps } from 'formik';
import {
  INDICATIVE_RATE_PERCENT,
  ONLINE_AMOUNT_STEP,
  ONLINE_MAX_AMOUNT,
  ONLINE_MIN_AMOUNT,
  TENURE_YEARS,
  clampOnlineAmount,
  formatAmount,
  formatSGD,
  monthlyInstalment,
} from '../../domain';

function TouchedError({ meta }: { meta: FieldMetaProps<unknown> }) {
  if (!meta.touched || !meta.error) return null;
  return (
    <p className="field-error" role="alert">
      {meta.error}
    </p>
  );
}

/** Spec 1, 2.1: the amount slider (20,000-300,000, step 1,000) and tenure 1-5 years with instalments. */
export function OnlineAmount() {
  const [amount, amountMeta, amountHelpers] = useField<number | string>('financingAmount');
  const [tenure, tenureMeta, tenureHelpers] = useField<number | string>('financingTenure');
  const value = Number(amount.value) || ONLINE_MIN_AMOUNT;
  return (
    <>
      <div className="field">
        <label htmlFor="financingAmount">Financing amount (S$)</label>
        <input
          type="range"
          aria-label="Financing amount slider"
          min={ONLINE_MIN_AMOUNT}
          max={ONLINE_MAX_AMOUNT}
          step={ONLINE_AMOUNT_STEP}
          value={value}
          onChange={(e) => amountHelpers.setValue(Number(e.target.value))}
        />
        <input
          id="financingAmount"
          name="financingAmount"
          inputMode="numeric"
          value={amount.value}
          onChange={(e) => amountHelpers.setValue(e.target.value.replace(/[^\d]/g, ''))}
          // Rounded to the nearest 1,000 on leaving the field (spec 1, 5.1).
          onBlur={() => {
            const n = Number(amount.value);
            if (amount.value !== '' && Number.isFinite(n)) amountHelpers.setValue(clampOnlineAmount(n));
            amountHelpers.setTouched(true);
          }}
          aria-invalid={Boolean(amountMeta.touched && amountMeta.error)}
        />
        <p className="hint">
          S${formatAmount(ONLINE_MIN_AMOUNT)} to S${formatAmount(ONLINE_MAX_AMOUNT)}, in steps of S${formatAmount(ONLINE_AMOUNT_STEP)}
        </p>
        <TouchedError meta={amountMeta} />
      </div>
      <fieldset className="field radio-group">
        <legend>Tenure</legend>
        {TENURE_YEARS.map((years) => (
          <label key={years} className="radio">
            <input
              type="radio"
              name="financingTenure"
              value={years}
              checked={Number(tenure.value) === years}
              onChange={() => tenureHelpers.setValue(years)}
            />
            {years} {years === 1 ? 'year' : 'years'} ({years * 12} months) - est. {formatSGD(monthlyInstalment(value, INDICATIVE_RATE_PERCENT, years))} / month
          </label>
        ))}
        <TouchedError meta={tenureMeta} />
      </fieldset>
      <p className="hint">Indicative interest rate {INDICATIVE_RATE_PERCENT}% p.a.; the instalment is an estimate.</p>
    </>
  );
}
