import { recentLimit } from './search-suggestions';

/** A product the visitor opened, for „Continuă de unde ai rămas” in the search box. */
export interface RecentView {
  id: number;
  title: string;
  url: string;
}

const key = 'cuib:vazute-recent';

/** The visitor's last viewed products, newest first (this browser only; nothing leaves it). */
export function recentViews(): RecentView[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as RecentView[]).slice(0, recentLimit) : [];
  } catch {
    return [];
  }
}

/** Remembers a viewed product at the front of the list, once. */
export function rememberView(view: RecentView): void {
  try {
    localStorage.setItem(key, JSON.stringify([view, ...recentViews().filter((other) => other.id !== view.id)].slice(0, recentLimit)));
  } catch {
    // Storage full or disabled: the list is a convenience.
  }
}
