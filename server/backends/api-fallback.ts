import { backendApp } from '../http/app';

/**
 * Paths under an API prefix that no backend owns: answered like any backend's unknown path
 * (problem+json 404, 400 for dot segments, 414 when over-long) rather than by the site's HTML page.
 */
export const apiFallbackApp = backendApp();
