import { formatDate } from '../../lib/format';
import { AnchorAccordion } from './AnchorAccordion';
import * as styles from './ContentArticle.css';
import type { Block, ContentPage, Section } from './types';

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    block.links ? (
      <div key={index}>
        {block.text && <p>{block.text}</p>}
        <ul className={styles.list}>
          {block.links.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </div>
    ) : block.items ? (
      <div key={index}>
        {block.text && <p>{block.text}</p>}
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    ) : (
      <p key={index}>{block.text}</p>
    ),
  );
}

function SectionBody({ section, accordion }: { section: Section; accordion: boolean }) {
  if (!accordion)
    return (
      <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
        <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
          {section.title}
        </h2>
        <Blocks blocks={section.blocks} />
      </section>
    );
  return (
    <details id={section.id} className={styles.details}>
      <summary className={styles.summary}>
        <h2 className={styles.summaryTitle}>{section.title}</h2>
      </summary>
      <div className={styles.detailsBody}>
        <Blocks blocks={section.blocks} />
      </div>
    </details>
  );
}

/**
 * A written page (about, terms, partner and onboarding pages): heading, lead, sections, and an
 * optional call to action. Accordion pages fold each section into a `<details>` that opens by
 * itself when an anchor link points at it, and works without JavaScript.
 */
export function ContentArticle({ page }: { page: ContentPage }) {
  const accordion = page.accordion ?? false;
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.heading}</h1>
        {page.updated && <p className={styles.updated}>Actualizat la {formatDate(page.updated)}</p>}
        {page.lead.map((paragraph) => (
          <p key={paragraph} className={styles.lead}>
            {paragraph}
          </p>
        ))}
      </header>
      {accordion && page.sections.length > 3 && (
        <nav aria-label="Pe această pagină" className={styles.toc}>
          <ul>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.sections}>
        {page.sections.map((section) => (
          <SectionBody key={section.id} section={section} accordion={accordion} />
        ))}
      </div>
      {page.callToAction && (
        <p>
          <a className={styles.callToAction} href={page.callToAction.href}>
            {page.callToAction.label}
          </a>
        </p>
      )}
      {accordion && <AnchorAccordion />}
    </article>
  );
}
