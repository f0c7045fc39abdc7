import { CategoryTiles } from '#ui/components/CategoryTiles';
import { VariantGrid } from '#ui/components/VariantGrid';
import { menu, variantFeed } from '../lib/main-api';

export default async function HomePage() {
  const [tree, feed] = await Promise.all([menu(), variantFeed('/produse?ordonare=biggestDiscount')]);
  return (
    <>
      <title>Cuib — mobilă, decorațiuni și grădină de la magazinele din România</title>
      <meta
        name="description"
        content="Compară prețurile la mobilă, decorațiuni și produse de grădină de la zeci de magazine online din România."
      />
      <CategoryTiles
        title="Caută după categorie"
        groups={tree.primary.map((top) => ({
          name: top.name,
          categories: top.children.map((child) => ({ name: child.name, href: `/produse/${child.slug}` })),
        }))}
      />
      <VariantGrid heading="Cele mai mari reduceri de azi" variants={feed.variants.slice(0, 10)} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
