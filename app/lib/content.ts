import type { ContentPage } from '#ui/components/ContentArticle';
import { mainPages } from '../pages/_content/main-pages';
import { onboardingPages } from '../pages/_content/onboarding-pages';
import { isOnboardingHost } from './onboarding';

const byPath = (pages: ContentPage[]) => new Map(pages.map((page) => [page.path, page]));
const main = byPath(mainPages);
const onboarding = byPath(onboardingPages);

/** The written page at a path on the site this request is for, if there is one. */
export function contentPage(path: string): ContentPage | undefined {
  return (isOnboardingHost() ? onboarding : main).get(path);
}

/** The paths the onboarding site serves (its pages and its two forms). */
export const onboardingPaths: ReadonlySet<string> = new Set(onboardingPages.map((page) => page.path));
