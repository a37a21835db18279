import { useEffect, useRef } from 'react';

/** Calls `onChange` when `value` changes after the first render (not for the value a screen opens with). */
export function useOnChange<T>(value: T, onChange: () => void) {
  const first = useRef(value);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current && Object.is(value, first.current)) return;
    changed.current = true;
    onChange();
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new value calls it
}
