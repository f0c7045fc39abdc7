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

// Dynamic like every page: the header shows the visitor's own state.
export const getConfig = async () => ({ render: 'dynamic' }) as const;
