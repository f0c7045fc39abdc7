/**
 * The variants a visitor has put aside for comparison, kept in the browser (local storage) so the
 * header's badge and every card agree, across tabs too. The comparison page reads the same list.
 */

const storageKey = 'cuib_compare';
const changeEvent = 'cuib:compare-change';
/** The header badge shows at most this number (SPEC §9: compare badge max 99). */
export const compareBadgeMax = 99;

/** The ids in the order they were added; an unreadable store counts as empty. */
export function comparedIds(): number[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function setCompared(id: number, compared: boolean): void {
  const others = comparedIds().filter((other) => other !== id);
  try {
    localStorage.setItem(storageKey, JSON.stringify(compared ? [...others, id] : others));
  } catch (error) {
    console.warn('The comparison list could not be saved.', error);
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls back whenever the list changes here or in another tab; returns the unsubscribe. */
export function subscribeCompared(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === storageKey && onChange();
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The badge text: the count, `99+` beyond the cap, nothing for none. */
export function badgeText(count: number, max = compareBadgeMax): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(count);
}
