/**
 * The page behind the open search. On a wide screen the list is a non-modal popup (the WAI-ARIA
 * combobox): react-aria's combobox still marks the rest of the page aria-hidden while it is open,
 * though every link there stays in the Tab order. It leaves alone what carries
 * `data-react-aria-top-layer`, so the page's top-level parts carry it while the list is open.
 * On a phone the search covers the screen and is modal: the rest is inert, out of reach of the
 * keyboard and of screen readers alike. Each returns its own undo.
 */
export function keepPageAvailable(): () => void {
  const marked = [...document.body.children].filter((element) => !element.hasAttribute('data-react-aria-top-layer'));
  for (const element of marked) element.setAttribute('data-react-aria-top-layer', '');
  return () => {
    for (const element of marked) element.removeAttribute('data-react-aria-top-layer');
  };
}

/**
 * Hands the focus to the page's main content, as a dialog gives it back: `main` takes it for as
 * long as it holds it (it is no Tab stop otherwise), and the next Tab carries on from there.
 */
export function focusPage(): void {
  const main = document.getElementById('continut');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus({ preventScroll: true });
}

export function makeRestInert(keep: readonly (Element | null)[]): () => void {
  const kept = keep.filter((element): element is Element => element !== null);
  const holdsKept = (element: Element) => kept.some((one) => element.contains(one));
  const made: HTMLElement[] = [];
  for (const one of kept) {
    for (let node: Element = one; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling instanceof HTMLElement && !holdsKept(sibling) && !sibling.inert) {
          sibling.inert = true;
          made.push(sibling);
        }
      }
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
