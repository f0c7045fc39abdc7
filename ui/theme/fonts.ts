/**
 * Inter (variable weight), cut to the characters of Romanian pages and served with the bundle: no
 * font CDN, and the same glyphs on every machine, which the visual baselines depend on.
 * Import once at the root of an app or of Storybook's preview.
 */
import './fonts.css';
