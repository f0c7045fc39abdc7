import { SearchBox } from '../SearchBox';
import * as styles from './SiteHeader.css';

/** The site header: the brand, the search box and the main way in (the rest of SPEC §2 Header is to come). */
export function SiteHeader() {
  return (
    <header className={styles.root}>
      <a className={styles.skip} href="#continut">
        Sari la conținut
      </a>
      <div className={styles.inner}>
        <a className={styles.brand} href="/" aria-label="Cuib — prima pagină">
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
            <path d="M4 17c3 7 21 7 24 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            <path d="M7 15c2-7 16-7 18 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity=".6" />
            <circle cx="12" cy="14" r="3" fill="currentColor" />
            <circle cx="19" cy="13" r="3" fill="currentColor" />
          </svg>
          <span>cuib</span>
        </a>
        <SearchBox />
        <nav aria-label="Principal">
          <ul className={styles.nav}>
            <li>
              <a className={styles.navLink} href="/produse">
                Toate produsele
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
