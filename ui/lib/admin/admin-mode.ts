/** SPEC §6: admin mode is on only while this cookie equals 1 (and only for staff: the server checks the role). */
export const adminModeCookie = 'admin-mode';

/** Switches admin mode and draws the page again, so its cards come with (or without) their ranking details. */
export function setAdminMode(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${adminModeCookie}=${on ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${on ? 30 * 86_400 : 0}${secure}`;
  window.location.reload();
}
