import { AiSearch } from '#ui/components/AiSearch';
import { CategoryTiles } from '#ui/components/CategoryTiles';
import { ForYou } from '#ui/components/ForYou';
import { VariantGrid } from '#ui/components/VariantGrid';
import { visuallyHidden } from '#ui/theme/utilities.css';
import { siteFlags } from '../lib/features';
import { menu, variantFeed } from '../lib/main-api';
import { contentPage } from '../lib/content';
import { isOnboardingHost } from '../lib/onboarding';
import { ContentRoute } from './_components/content-page';
import { PageHead } from './_components/page-head';

export default async function HomePage() {
  // The onboarding site's home shares the path `/` (SPEC §2 shop-onboarding subdomain).
  const onboardingHome = isOnboardingHost() ? contentPage('/') : undefined;
  if (onboardingHome) return <ContentRoute page={onboardingHome} breadcrumbs={false} />;
  const [tree, feed, flags] = await Promise.all([menu(), variantFeed('/produse?ordonare=biggestDiscount'), siteFlags()]);
  return (
    <>
      <PageHead
        title="Cuib — mobilă, decorațiuni și grădină de la magazinele din România"
        description="Compară prețurile la mobilă, decorațiuni și produse de grădină de la zeci de magazine online din România."
        canonical="/"
      />
      {/* The page's own title comes first: every section below is one of its parts (h2). */}
      <h1 className={visuallyHidden}>Cuib: mobilă, decorațiuni și grădină de la magazinele din România, cu prețuri comparate</h1>
      <AiSearch />
      <CategoryTiles
        headingLevel={2}
        title="Caută după categorie"
        groups={tree.primary.map((top) => ({
          name: top.name,
          categories: top.children.map((child) => ({ name: child.name, href: `/produse/${child.slug}` })),
        }))}
      />
      <VariantGrid
        heading="Cele mai mari reduceri de azi"
        variants={feed?.variants.slice(0, 10) ?? []}
        requestId={feed?.requestId}
        christmasDays={flags.christmasDeliveryDays}
        multiplier={flags.cardMultiplier}
      />
      {/* A returning visitor's own picks, asked by the browser (the page is everyone's): below the
          deals, so that what the visitor is reading does not move when they arrive. */}
      <ForYou christmasDays={flags.christmasDeliveryDays} multiplier={flags.cardMultiplier} limit={5} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
