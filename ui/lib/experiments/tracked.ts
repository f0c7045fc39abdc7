/** Where this browser remembers the exposures it has recorded: each is recorded once per visitor. */
const storageKey = 'cuib:experimente-inregistrate';

/**
 * True the first time `experiment|variation` is seen by this browser, and remembers it; false
 * after. Storage that cannot be read or written records nothing rather than every page view.
 */
export function firstExposure(exposure: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? '[]') as unknown;
    const seen = Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
    if (seen.includes(exposure)) return false;
    storage.setItem(storageKey, JSON.stringify([...seen, exposure].slice(-50)));
    return true;
  } catch {
    return false;
  }
}
