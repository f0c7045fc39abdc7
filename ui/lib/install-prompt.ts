/** SPEC §9: a dismissed install prompt stays away 30 days. */
export const installDismissalMs = 30 * 24 * 3_600_000;

const visitsKey = 'cuib_visits';
const visitMarkKey = 'cuib_visit_counted';
const dismissedKey = 'cuib_install_dismissed_at';

/** SPEC §4: offered only from the second visit on, and not within 30 days of „Nu acum”. */
export function offersInstall({ visits, dismissedAt, now }: { visits: number; dismissedAt: number | null; now: number }): boolean {
  if (visits < 2) return false;
  return dismissedAt === null || now - dismissedAt >= installDismissalMs;
}

/** Counts this visit once per browser session and returns the visits so far (1 on the first). */
export function countVisit(): number {
  try {
    const visits = Number(localStorage.getItem(visitsKey)) || 0;
    if (sessionStorage.getItem(visitMarkKey)) return Math.max(visits, 1);
    sessionStorage.setItem(visitMarkKey, '1');
    localStorage.setItem(visitsKey, String(visits + 1));
    return visits + 1;
  } catch {
    return 1;
  }
}

export function dismissedAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(dismissedKey));
    return stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(dismissedKey, String(now));
  } catch {
    // Without storage the prompt may come back on the next visit; nothing else is lost.
  }
}
