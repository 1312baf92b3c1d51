import { useEffect, useRef } from 'react';

/** Calls `onChange` after `value` changes from what it was (never on mount). */
export function useOnChange<T>(value: T, onChange: (next: T, previous: T) => void): void {
  const previous = useRef(value);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    const before = previous.current;
    previous.current = value;
    callback.current(value, before);
  }, [value]);
}
