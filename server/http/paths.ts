import type { MiddlewareHandler } from 'hono';
import { badRequest, problem } from './problem';

/** Longer paths are refused (414): no route of any contract comes near it. */
export const maxPathLength = 2048;

/**
 * Whether a path has a `.` or `..` segment once decoded (`..%2F`, `%2e%2e%5c` …) or cannot be
 * decoded. URL parsing removes plain dot segments before a request reaches us; encoded ones would
 * reach route parameters, and from there anything that builds a file or upstream path.
 */
export function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    try {
      return decodeURIComponent(segment)
        .split(/[/\\]/)
        .some((part) => part === '.' || part === '..');
    } catch {
      return true;
    }
  });
}

/** Refuses odd paths before any route sees them: over-long (414) or with dot segments (400). */
export const refuseOddPaths: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (path.length > maxPathLength) return problem(414, `Adresa cererii depășește ${maxPathLength} de caractere.`, { field: 'path' });
  if (hasDotSegment(path)) return badRequest('path', 'Adresa cererii conține segmente „.” sau „..”, sau nu poate fi decodată.');
  return next();
};
