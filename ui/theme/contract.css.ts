import { createThemeContract } from '@vanilla-extract/css';

/**
 * Every design token a component may use; themes fill it in. Colours are named by role, not by
 * look, so a second theme can change them without touching a component.
 */
export const vars = createThemeContract({
  color: {
    /** Identity: logo, links, primary buttons. */
    brand: null,
    brandStrong: null,
    /** A pale brand tint for selected or highlighted areas. */
    brandSubtle: null,
    onBrand: null,
    /** Call to action and offers: terracotta. */
    accent: null,
    accentStrong: null,
    accentSubtle: null,
    onAccent: null,
    text: null,
    textMuted: null,
    /** Page background. */
    surface: null,
    /** Cards, inputs, popovers: one step above the page. */
    surfaceRaised: null,
    /** Wells, hovered ghost buttons, image placeholders. */
    surfaceSunken: null,
    /** Hairlines between areas (decorative). */
    border: null,
    /** Boundaries of controls: 3:1 against the surface (WCAG 1.4.11). */
    borderStrong: null,
    success: null,
    warning: null,
    danger: null,
    onDanger: null,
    /** Discounted prices and discount tags. */
    discount: null,
    onDiscount: null,
    /** The keyboard focus ring. */
    focus: null,
  },
  font: { body: null, heading: null },
  fontSize: { xs: null, s: null, m: null, l: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  space: { xxs: null, xs: null, s: null, m: null, l: null, xl: null, xxl: null },
  radius: { s: null, m: null, l: null, pill: null },
  shadow: { card: null, raised: null, overlay: null },
  zIndex: { base: null, sticky: null, dropdown: null, overlay: null, modal: null, toast: null },
  duration: { fast: null, normal: null, slow: null },
  layout: { maxWidth: null },
});
