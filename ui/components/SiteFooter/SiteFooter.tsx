import * as styles from './SiteFooter.css';

/** The site footer. Accordion panels and the country switch of SPEC §2 come later. */
export function SiteFooter() {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <p className={styles.claim}>
          Cuib compară oferte de mobilă, decorațiuni și produse de grădină de la magazinele online din România. Prețurile
          sunt cele afișate de magazine, cu TVA inclus.
        </p>
        <p className={styles.copyright}>© 2026 Cuib</p>
      </div>
    </footer>
  );
}
