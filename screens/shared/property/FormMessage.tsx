import { getIn, useFormikContext } from 'formik';

/** The message of a value that has no input of its own (address type, lists), once Next was pressed. */
export function FormMessage({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext();
  const error = getIn(errors, name);
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <p className="field-error" role="alert" data-testid={`${name}-error`}>
      {error}
    </p>
  );
}
