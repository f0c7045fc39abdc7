import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { CategoryTiles } from '#ui/components/CategoryTiles';
import { menu } from '../../../lib/main-api';
import { PageHead } from '../../_components/page-head';

/** Shopping by room: the categories that furnish a living room, a bedroom, a kitchen… */
export default async function RoomsPage() {
  const tree = await menu();
  return (
    <>
      <PageHead title="Mobilă și decorațiuni pe camere | Cuib" description="Tot ce îți trebuie pentru living, dormitor, bucătărie, baie, birou și terasă, de la magazinele din România." canonical="/produse/camere" />
      <Breadcrumbs
        items={[
          { name: 'Produse', url: '/produse' },
          { name: 'Camere', url: '/produse/camere' },
        ]}
      />
      <CategoryTiles
        title="Alege camera"
        groups={tree.rooms.map((room) => ({ name: room.name, categories: room.children.map((child) => ({ name: child.name, href: `/produse/${child.slug}` })) }))}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
