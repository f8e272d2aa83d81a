import { useLayoutEffect, useRef } from "react";

// a ref that always holds the latest value, for timers and callbacks that must not restart
// when the value changes (the API function changes with the language, for example)
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
