import { createContext } from 'react';

/**
 * How a listing's own controls open another state of the same listing. On the site the listing
 * provides the router's in-place navigation (`InPlaceListing`); without it (a story, a page that
 * does not provide one) the browser simply opens the URL. Client components only: server
 * components mark their controls with `inPlace` (`ui/lib/in-place.ts`).
 */
export const ListingNavigation = createContext<((url: string) => void) | null>(null);
