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
  /** The characters a typed value drops, e.g. all but digits (and the dot where decimals are allowed). */
  strip: RegExp;
  inputMode: 'numeric' | 'decimal';
  /** Rounds and bounds a typed value on leaving the field (spec 1, 5.1). */
  settle: (value: number) => number;
  hint: ReactNode;
}

/** A figure set with a slider or typed beside it, rounded to its step when the applicant leaves it. */
export function SliderField({ name, label, sliderLabel, min, max, step, fallback, strip, inputMode, settle, hint }: Props) {
  const [field, meta, helpers] = useField<number | string>(name);
  const typed = Number(field.value);
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        type="range"
        aria-label={sliderLabel}
        min={min}
        max={max}
        step={step}
        value={field.value !== '' && Number.isFinite(typed) ? typed : fallback}
        onChange={(e) => helpers.setValue(settle(Number(e.target.value)))}
      />
      <input
        id={name}
        name={name}
        inputMode={inputMode}
        value={field.value}
        onChange={(e) => helpers.setValue(e.target.value.replace(strip, ''))}
        onBlur={() => {
          if (field.value !== '' && Number.isFinite(typed)) helpers.setValue(settle(typed));
          helpers.setTouched(true);
        }}
        aria-invalid={Boolean(meta.touched && meta.error)}
      />
      <p className="hint">{hint}</p>
      <TouchedError meta={meta} />
    </div>
  );
}
