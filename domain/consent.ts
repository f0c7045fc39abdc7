/** The consent bar's choices cookie (SPEC §4): the granted categories joined by `|`, 365 days. */
export const consentCookie = 'cuib_consent';

export const consentCategories = ['essential', 'marketing', 'analytics', 'functional'] as const;

export type ConsentChoices = Record<(typeof consentCategories)[number], boolean>;

/** The choices stored in the consent cookie; essential cookies are always on. */
export function parseConsent(value: string | null | undefined): ConsentChoices {
  const granted = new Set((value ?? '').split('|'));
  return { essential: true, marketing: granted.has('marketing'), analytics: granted.has('analytics'), functional: granted.has('functional') };
}
