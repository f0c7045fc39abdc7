import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The value of a react-aria text field that keeps what was typed before the page came alive.
 * While hydrating, React leaves the typed text in the server's input, but the field's own state
 * still holds the server's value, and the field's next render writes that back: the text
 * vanished (an e-mail typed on a slow load of /login). Read once as the field hydrates, before
 * anything can render it again, the typed text becomes the state. The header search keeps its
 * text the same way, by reading the server's box when it takes over.
 *
 * `autoFocus` is done here too, unless the shopper is typing in another field: react-aria's would
 * move the focus on hydration away from it, and the next keys with it.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  defaultValue = '',
  onChange?: (value: string) => void,
  autoFocus = false,
) {
  const inputRef = useRef<E>(null);
  const [value, setValue] = useState(defaultValue);
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== value) change(input.value);
    const active = document.activeElement;
    const typingElsewhere = active !== input && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || (active instanceof HTMLElement && active.isContentEditable));
    if (autoFocus && !typingElsewhere) input.focus();
    // Once, as the field mounts (or hydrates).
  }, []);
  return { inputRef, value, onChange: change };
}
