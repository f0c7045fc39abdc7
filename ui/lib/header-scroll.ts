/** SPEC §9: the header hides once the page is scrolled down past 80 px. */
export const headerHideThreshold = 80;
/** SPEC §9: scroll events are handled at most every 5 ms. */
export const headerScrollDebounceMs = 5;

export interface ScrollReading {
  /** `scrollY` now and at the previous reading. */
  y: number;
  lastY: number;
  /** The header's own height: past it the header sticks to the top. */
  headerHeight: number;
  viewportHeight: number;
  pageHeight: number;
  /** The mega-menu is hovered or the search is open: the header must stay. */
  pinned: boolean;
  /** Whether it is hidden now. */
  hidden: boolean;
}

export interface HeaderState {
  sticky: boolean;
  hidden: boolean;
}

/**
 * The header's state after a scroll (SPEC §4 Header): sticky past its own height; hidden when
 * scrolling down past the threshold or at the bottom of the page; shown again when scrolling up;
 * never hidden while pinned. An unchanged position keeps the current state.
 */
export function headerStateAfterScroll(reading: ScrollReading): HeaderState {
  const { y, lastY, headerHeight, viewportHeight, pageHeight, pinned, hidden } = reading;
  const sticky = y > headerHeight;
  if (pinned || y <= 0) return { sticky, hidden: false };
  const atBottom = y + viewportHeight >= pageHeight - 1;
  if (y > lastY && (y > headerHideThreshold || atBottom)) return { sticky, hidden: true };
  if (y < lastY) return { sticky, hidden: false };
  return { sticky, hidden };
}
