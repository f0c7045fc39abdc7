import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/** What cookies Cuib sets and why: the page the cookie bar links to. */
export default async function CookiesPage() {
  return (
    <>
      <PageHead title="Cookie-uri | Cuib" description="Ce cookie-uri folosește Cuib, pentru ce, cât timp și cum îți schimbi alegerea." canonical="/termeni/termeni-de-utilizare-cookies" />
      <Breadcrumbs items={[{ name: 'Cookie-uri', url: '/termeni/termeni-de-utilizare-cookies' }]} />
      <h1 className={styles.title}>Cookie-uri</h1>
      <div className={styles.lead}>
        <p>Cookie-urile sunt fișiere mici pe care site-ul le păstrează în browserul tău. Pe Cuib le împărțim în patru categorii:</p>
        <ul>
          <li>
            <strong>Esențiale</strong> — fără ele site-ul nu funcționează: îți recunosc sesiunea, favoritele și alegerile despre cookie-uri.
            Nu le poți refuza.
          </li>
          <li>
            <strong>Analiză</strong> — ne spun, fără să te identifice, ce pagini sunt folosite și unde apar erori.
          </li>
          <li>
            <strong>Marketing</strong> — ne arată ce reclame te-au adus pe Cuib și permit reclame potrivite pe alte site-uri.
          </li>
          <li>
            <strong>Funcționale</strong> — țin minte preferințe, de exemplu ultimele produse pe care le-ai văzut.
          </li>
        </ul>
        <p>
          Alegerea ta se păstrează 365 de zile în cookie-urile <code>cuib_consent</code> și <code>cuib_cookie_bar_accepted</code>. Ca să o
          schimbi, șterge cookie-urile site-ului din browser: bara de cookie-uri apare din nou la următoarea vizită.
        </p>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
