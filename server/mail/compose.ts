/** An e-mail as Cuib sends it: Romanian, with a plain-text and an HTML part saying the same. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers, e.g. `List-Unsubscribe` (RFC 2369, 8058). */
  headers?: Record<string, string>;
}

/** A paragraph of text, or a link shown with its label. */
export type Paragraph = string | { label: string; url: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Builds both parts from the same paragraphs, so the text and HTML versions never disagree. */
export function compose(to: string, subject: string, paragraphs: readonly Paragraph[]): Mail {
  const text = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.url}`)).join('\n\n');
  const body = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`
        : `<p><a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;color:#1d1c1a">
${body}
<p style="color:#6b6459">Echipa Cuib</p>
</body></html>`;
  return { to, subject, text: `${text}\n\nEchipa Cuib`, html };
}
