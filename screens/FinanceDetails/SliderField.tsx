import { useField } from 'formik';
import type { ReactNode } from 'react';
import { TouchedError } from './TouchedError';

interface Props {
  name: string;
  label: ReactNode;
  sliderLabel: string;
  min: number;
  max: number;
  step: number;
  /** What the slider shows while the typed value is not a number it can hold. */
  fallback: number;
  inputMode: 'numeric' | 'decimal';
  /**
   * A typed value rounded to its step on leaving the field (spec 1, 5.1), or undefined when it is out of
   * range or no number: it then stays as typed, beside its message.
   */
  settle: (typed: number | string) => number | undefined;
  hint: ReactNode;
}

/**
 * A figure set with a slider or typed beside it, rounded to its step when the applicant leaves it. What
 * is typed is kept as typed: a figure the page cannot take is refused with its message, never changed.
 */
export function SliderField({ name, label, sliderLabel, min, max, step, fallback, inputMode, settle, hint }: Props) {
  const [field, meta, helpers] = useField<number | string>(name);
  const settled = settle(field.value);
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        type="range"
        aria-label={sliderLabel}
        min={min}
        max={max}
        step={step}
        value={settled ?? fallback}
        onChange={(e) => helpers.setValue(Number(e.target.value))}
      />
      <input
        id={name}
        name={name}
        inputMode={inputMode}
        value={field.value}
        onChange={(e) => helpers.setValue(e.target.value)}
        onBlur={() => {
          if (settled !== undefined && settled !== field.value) helpers.setValue(settled);
          helpers.setTouched(true);
        }}
        aria-invalid={Boolean(meta.touched && meta.error)}
      />
      <p className="hint">{hint}</p>
      <TouchedError meta={meta} />
    </div>
  );
}
