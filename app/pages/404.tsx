import { NotFound } from '#ui/components/NotFound';

export default async function NotFoundPage() {
  return (
    <>
      <title>Pagina nu a fost găsită | Cuib</title>
      <meta name="robots" content="noindex" />
      <NotFound />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
