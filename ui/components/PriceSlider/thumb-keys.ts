/** What a slider thumb's keys do: arrows step by one, Page keys and Shift+arrows by a tenth of the range, Home/End to the ends. */
export interface ThumbBounds {
  /** The lowest value this thumb may take (the range's start, or the other thumb). */
  min: number;
  /** The highest value this thumb may take (the range's end, or the other thumb). */
  max: number;
  /** The whole range's width, for the page step. */
  span: number;
}

/** The value a key moves a thumb to, or null for a key the slider leaves alone (react-aria's steps). */
export function nextThumbValue(event: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, value: number, { min, max, span }: ThumbBounds): number | null {
  // Ctrl+Page Down and the like belong to the browser.
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const page = Math.max(1, Math.round(span / 10));
  const arrow = event.shiftKey ? page : 1;
  const target = (() => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowUp':
        return value + arrow;
      case 'ArrowLeft':
      case 'ArrowDown':
        return value - arrow;
      case 'PageUp':
        return value + page;
      case 'PageDown':
        return value - page;
      case 'Home':
        return min;
      case 'End':
        return max;
      default:
        return null;
    }
  })();
  return target === null ? null : Math.min(max, Math.max(min, target));
}
