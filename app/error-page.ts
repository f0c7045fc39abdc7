/**
 * The page a visitor gets when the site cannot render one: 503 when a backend the page needs did
 * not answer in time (it is worth trying again shortly), 500 for anything unexpected. Plain HTML
 * built here, not by React, so it renders whatever failed; the request id is in the log too.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface ErrorPageInput {
  status: 500 | 503;
  requestId: string;
  /** The address to try again: the path and query of the failed request. */
  retryPath: string;
}

const copy = {
  503: {
    title: 'Serviciu indisponibil momentan',
    heading: 'Nu am putut încărca pagina acum',
    text: 'Unul dintre serviciile noastre răspunde greu. Încearcă din nou peste câteva momente.',
  },
  500: {
    title: 'A apărut o eroare',
    heading: 'Ceva nu a mers cum trebuia',
    text: 'Am înregistrat eroarea și ne ocupăm de ea. Încearcă din nou sau întoarce-te la prima pagină.',
  },
} as const;

export function errorPageHtml({ status, requestId, retryPath }: ErrorPageInput): string {
  const { title, heading, text } = copy[status];
  return `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Cuib</title>
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1c1a;background:#faf7f2}
header{padding:1rem 1.25rem;border-bottom:1px solid #e2dbd0;background:#fff}
header a{font-weight:700;font-size:1.25rem;color:#1f4d3a;text-decoration:none}
main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0}
.actions a{display:inline-block;padding:.75rem 1.25rem;border-radius:999px;border:2px solid #1f4d3a;color:#1f4d3a;font-weight:600;text-decoration:none}
.actions a.primary{background:#1f4d3a;color:#fff}
a:focus-visible{outline:3px solid #b4541a;outline-offset:2px}
.id{color:#5f5a52;font-size:.875rem}
</style>
</head>
<body>
<header><a href="/">Cuib</a></header>
<main>
<h1>${heading}</h1>
<p>${text}</p>
<p class="actions"><a class="primary" href="${escapeHtml(retryPath)}">Încearcă din nou</a><a href="/">Prima pagină</a></p>
<p class="id">Cod de referință: <code>${escapeHtml(requestId)}</code></p>
</main>
</body>
</html>
`;
}

/** The error page as a response; never cached, never indexed. */
export function errorPageResponse(input: ErrorPageInput): Response {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': input.requestId };
  if (input.status === 503) headers['retry-after'] = '10';
  return new Response(errorPageHtml(input), { status: input.status, headers });
}
