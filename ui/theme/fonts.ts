/**
 * Inter (variable weight) from npm, served with the bundle: no font CDN, and the same glyphs on every
 * machine, which the visual baselines depend on. Its latin-ext subset carries ă â î ș ț.
 * Import once at the root of an app or of Storybook's preview.
 */
import '@fontsource-variable/inter/wght.css';
