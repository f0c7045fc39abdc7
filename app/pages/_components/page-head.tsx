/** What every page puts in its head: title, description, canonical URL, language alternate and robots. */
export function PageHead({ title, description, canonical, robots = 'index, follow' }: { title: string; description: string; canonical: string; robots?: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <link rel="alternate" hrefLang="ro-RO" href={canonical} />
      <meta name="robots" content={robots} />
    </>
  );
}
