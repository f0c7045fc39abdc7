/**
 * A plain left click that nothing has handled yet: the only click a link may be taken over for
 * (opening a modal or a panel in place). With a modifier key or another button the shopper asked
 * the browser for something else, such as a new tab, and the link is followed as it is.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
