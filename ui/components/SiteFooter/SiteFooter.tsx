import { CountrySwitch } from './CountrySwitch';
import * as styles from './SiteFooter.css';

/** The footer's link groups: accordion panels on phones, columns on wider screens. */
const groups = [
  {
    title: 'Cumpărături',
    links: [
      ['Toate produsele', '/produse'],
      ['Reduceri și promoții', '/produse/reduceri-promotii'],
      ['Coduri de reducere', '/produse/coduri-reduceri'],
      ['Livrare înainte de Crăciun', '/produse/livrare-inainte-de-craciun'],
      ['Camere', '/produse/camere'],
      ['Articole și ghiduri', '/articole'],
    ],
  },
  {
    title: 'Magazine și producători',
    links: [
      ['Magazinele de pe Cuib', '/magazine'],
      ['Producători', '/producatori'],
      ['Adaugă-ți magazinul', '/despre/adauga-magazin'],
      ['Întrebări ale magazinelor', '/despre/adauga-magazin/faq'],
      ['Cuib Pixel', '/cuib-pixel'],
      ['Cuib Star', '/cuib-star'],
    ],
  },
  {
    title: 'Despre Cuib',
    links: [
      ['Despre noi', '/despre/despre-noi'],
      ['Cum verificăm reducerile', '/sales'],
      ['Echipa', '/despre/echipa'],
      ['Cariere', '/despre/cariere'],
      ['Presă', '/press-info'],
      ['Contact', '/contact'],
      ['Cuib și mediul', '/eco'],
      ['Banca de mobilă', '/furniture-bank'],
      ['Termeni și politici', '/termeni'],
      ['Cookie-uri', '/termeni/termeni-de-utilizare-cookies'],
    ],
  },
] as const;

/** The site footer: link groups (accordions on phones), the country switch and the fine print. */
export function SiteFooter() {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <nav className={styles.groups} aria-label="Subsol">
          {groups.map((group) => (
            <details key={group.title} className={styles.group}>
              <summary className={styles.groupTitle}>{group.title}</summary>
              <ul className={styles.links}>
                {group.links.map(([label, href]) => (
                  <li key={href}>
                    <a className={styles.link} href={href}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
        <CountrySwitch />
        <p className={styles.claim}>
          Cuib compară oferte de mobilă, decorațiuni și produse de grădină de la magazinele online din România. Prețurile
          sunt cele afișate de magazine, cu TVA inclus.
        </p>
        <p className={styles.copyright}>© 2026 Cuib</p>
      </div>
    </footer>
  );
}
