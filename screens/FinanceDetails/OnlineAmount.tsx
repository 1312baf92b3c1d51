import { useField } from 'formik';
import {
  INDICATIVE_RATE_PERCENT,
  ONLINE_AMOUNT_STEP,
  ONLINE_MAX_AMOUNT,
  ONLINE_MIN_AMOUNT,
  RATE_MAX_PERCENT,
  RATE_MIN_PERCENT,
  RATE_STEP,
  TENURE_YEARS,
  formatAmount,
  formatSGD,
  messages,
  monthlyInstalment,
  onlineRate,
  settledOnlineAmount,
  settledRate,
} from '../../src/domain';
import { SliderField } from './SliderField';
import { TouchedError } from './TouchedError';

/**
 * Spec 1, 2.1 and 5.1: the amount slider (20,000-300,000, step 1,000), the rate when it is not fixed
 * (8-12 % p.a., step 0.05) and tenure 1-5 years with the instalment of each at the quoted rate.
 */
export function OnlineAmount({ fixedInterestRate }: { fixedInterestRate: boolean }) {
  const [amount] = useField<number | string>('financingAmount');
  const [chosenRate] = useField<number | string>('indicativeInterestRate');
  const [financingType] = useField<string>('financingType');
  const [tenure, tenureMeta, tenureHelpers] = useField<number | string>('financingTenure');
  // While a figure is being typed the instalments follow what leaving the field will make of it; while it
  // is blank or refused they stay where the slider rests.
  const value = settledOnlineAmount(amount.value) ?? ONLINE_MIN_AMOUNT;
  const rate = onlineRate(settledRate(chosenRate.value) ?? INDICATIVE_RATE_PERCENT, fixedInterestRate);
  const rateLabel = financingType.value === 'Islamic' ? messages.labelProfitRate : messages.labelInterestRate;
  return (
    <>
      <SliderField
        name="financingAmount"
        label="Financing amount (S$)"
        sliderLabel="Financing amount slider"
        min={ONLINE_MIN_AMOUNT}
        max={ONLINE_MAX_AMOUNT}
        step={ONLINE_AMOUNT_STEP}
        fallback={ONLINE_MIN_AMOUNT}
        inputMode="decimal"
        settle={settledOnlineAmount}
        hint={`S$${formatAmount(ONLINE_MIN_AMOUNT)} to S$${formatAmount(ONLINE_MAX_AMOUNT)}, in steps of S$${formatAmount(ONLINE_AMOUNT_STEP)}`}
      />
      {!fixedInterestRate && (
        <SliderField
          name="indicativeInterestRate"
          label={`${rateLabel} (% p.a.)`}
          sliderLabel={`${rateLabel} slider`}
          min={RATE_MIN_PERCENT}
          max={RATE_MAX_PERCENT}
          step={RATE_STEP}
          fallback={INDICATIVE_RATE_PERCENT}
          inputMode="decimal"
          settle={settledRate}
          hint={`${RATE_MIN_PERCENT}% to ${RATE_MAX_PERCENT}% p.a., in steps of ${RATE_STEP}%`}
        />
      )}
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
            {years} {years === 1 ? 'year' : 'years'} ({years * 12} months) - est. {formatSGD(monthlyInstalment(value, rate, years))} / month
          </label>
        ))}
        <TouchedError meta={tenureMeta} />
      </fieldset>
      <p className="hint">
        {rateLabel} {messages.ratePerAnnum(rate)}; the instalment is an estimate.
      </p>
    </>
  );
}
