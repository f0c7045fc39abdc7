/** The props of a written page (info, terms, commercial, partner and shop-onboarding pages): plain data. */

/** A run of text: a paragraph; a bulleted list when `items` is given; a list of links with `links` (`text` is then a lead-in). */
export interface Block {
  text?: string;
  items?: string[];
  links?: CallToAction[];
}

export interface Section {
  /** The anchor of the section (`#id`); on accordion pages a link to it opens the section. Lower-case, hyphenated. */
  id: string;
  title: string;
  blocks: Block[];
}

/** A link to another page, shown at the end of the page (for example "Înscrie-ți magazinul"). */
export interface CallToAction {
  label: string;
  href: string;
}

export interface ContentPage {
  /** The path on its site, e.g. `/despre/despre-noi` (or `/wiki/feed-de-produse` on the onboarding subdomain). */
  path: string;
  /** The visible heading (h1). */
  heading: string;
  /** The document title, without the ` | Cuib` suffix the page adds. */
  title: string;
  /** The meta description: one sentence, at most 160 characters. */
  description: string;
  /** The opening paragraph(s) under the heading. */
  lead: string[];
  sections: Section[];
  /** Sections render as an accordion (details/summary) that anchor links open; used for FAQs and long terms. @default false */
  accordion?: boolean;
  callToAction?: CallToAction;
  /** When the text was last changed (ISO date), shown on terms pages. */
  updated?: string;
}
