import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

const inter = '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The light theme: deep forest green for the brand, warm terracotta for offers and calls to action,
 * on a warm off-white. Contrast (WCAG 2.2), checked by the `Foundations/Theme` story:
 * text 15.9:1, textMuted 6.4:1, brand 9.0:1, discount/accent 5.6:1 on the surface;
 * onBrand 9.6:1, onAccent 6.0:1, onDanger 6.5:1 on their fills; borderStrong 3.5:1.
 */
export const lightTheme = createTheme(vars, {
  color: {
    brand: '#1f4d3a',
    brandStrong: '#163829',
    brandSubtle: '#e8f0ea',
    onBrand: '#ffffff',
    accent: '#a8431f',
    accentStrong: '#8a3417',
    accentSubtle: '#fbeee6',
    onAccent: '#ffffff',
    text: '#1d1c1a',
    textMuted: '#5c5a55',
    surface: '#faf7f2',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f0ebe3',
    border: '#e2dbd0',
    borderStrong: '#8c8273',
    success: '#2f6b3f',
    warning: '#8a5a00',
    danger: '#b3261e',
    onDanger: '#ffffff',
    discount: '#a8431f',
    onDiscount: '#ffffff',
    focus: '#2563eb',
  },
  font: { body: inter, heading: inter },
  fontSize: { xs: '0.8125rem', s: '0.9375rem', m: '1.0625rem', l: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '560', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.55' },
  space: { xxs: '2px', xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px' },
  radius: { s: '4px', m: '10px', l: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgb(29 28 26 / 0.06), 0 1px 3px rgb(29 28 26 / 0.08)',
    raised: '0 4px 12px rgb(29 28 26 / 0.12)',
    overlay: '0 12px 32px rgb(29 28 26 / 0.2)',
  },
  zIndex: { base: '0', sticky: '100', dropdown: '200', overlay: '300', modal: '400', toast: '500' },
  duration: { fast: '120ms', normal: '200ms', slow: '400ms' },
  layout: { maxWidth: '1440px' },
});
