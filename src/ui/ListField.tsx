import { useField } from 'formik';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { FieldError, useShownError } from './fields';

interface Option {
  code: string;
  label: string;
}

/**
 * The option a text names, in any case: its code, its whole label, or the name a "CODE - Name" label gives
 * after the code; undefined when it names none.
 */
function optionNamed(options: readonly Option[], text: string): Option | undefined {
  const t = text.trim().toLowerCase();
  if (!t) return undefined;
  const named = (o: Option) => [o.code, o.label, o.label.slice(`${o.code} - `.length)].some((s) => s.toLowerCase() === t);
  return options.find(named);
}

/**
 * A long list to choose one from by typing (docs/decisions/0021): a text box with the browser's own
 * suggestions (<input list> and <datalist>), which the typing filters, exposed as a combobox. The form holds
 * the option's code once the text names one (its code or its name), and the text itself otherwise, which the
 * form's rule then refuses; on leaving the box, a named option shows as its full label.
 */
export function ListField({ name, label, hint, options }: { name: string; label: string; hint?: string; options: readonly Option[] }) {
  const [field, meta, helpers] = useField<string>(name);
  const { error, leave } = useShownError(meta);
  const labelOf = (code: string) => options.find((o) => o.code === code)?.label ?? code;
  const [text, setText] = useState(() => labelOf(field.value ?? ''));
  const listId = `${name}-list`;
  const hintId = `${name}-hint`;

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    setText(e.target.value);
    void helpers.setValue(optionNamed(options, e.target.value)?.code ?? e.target.value.trim());
  };
  const blur = (e: FocusEvent<HTMLInputElement>) => {
    const named = optionNamed(options, text);
    if (named) setText(named.label);
    field.onBlur(e);
    leave();
  };
  const describedBy = [hint ? hintId : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type="text"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={change}
        onBlur={blur}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.code} value={o.label} />
        ))}
      </datalist>
      <FieldError name={name} error={error} />
    </div>
  );
}
