import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The value of a react-aria text field that keeps what was typed before the page came alive.
 * While hydrating, React leaves the typed text in the server's input, but the field's own state
 * still holds the server's value, and the field's next render writes that back: the text
 * vanished (an e-mail typed on a slow load of /login). Read once as the field hydrates, before
 * anything can render it again, the typed text becomes the state. The header search keeps its
 * text the same way, by reading the server's box when it takes over.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(defaultValue = '', onChange?: (value: string) => void) {
  const inputRef = useRef<E>(null);
  const [value, setValue] = useState(defaultValue);
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) change(typed);
    // Once, as the field mounts (or hydrates).
  }, []);
  return { inputRef, value, onChange: change };
}
