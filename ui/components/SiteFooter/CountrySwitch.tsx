import { countrySites } from '../../lib/countries';
import * as styles from './SiteFooter.css';

/**
 * The country switch: a country chosen, „Mergi” goes to that country's site (through /tara, which
 * sends only to Cuib's own sites). Never on the choice alone: the arrow keys change a closed
 * select's value one country at a time, and the first ArrowDown would send the visitor away
 * (WCAG 3.2.2, on input). The same form works without JavaScript.
 */
export function CountrySwitch({ current = 'ro' }: { current?: string }) {
  return (
    <form className={styles.country} method="get" action="/tara">
      <label className={styles.countryLabel} htmlFor="tara">
        Țara
      </label>
      <select id="tara" name="site" className={styles.countrySelect} defaultValue={countrySites.find((site) => site.code === current)?.url}>
        {countrySites.map((site) => (
          <option key={site.code} value={site.url} lang={site.lang}>
            {site.name}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.countryButton}>
        Mergi
      </button>
    </form>
  );
}
