'use client';

import { countrySites } from '../../lib/countries';
import * as styles from './SiteFooter.css';

/**
 * The country switch: choosing a country goes to that country's site. Without JavaScript the form's
 * button does the same through the choice's own address.
 */
export function CountrySwitch({ current = 'ro' }: { current?: string }) {
  return (
    <form className={styles.country} method="get" action="/tara">
      <label className={styles.countryLabel} htmlFor="tara">
        Țara
      </label>
      <select
        id="tara"
        name="site"
        className={styles.countrySelect}
        defaultValue={countrySites.find((site) => site.code === current)?.url}
        onChange={(event) => {
          if (event.currentTarget.value !== countrySites.find((site) => site.code === current)?.url) window.location.assign(event.currentTarget.value);
        }}
      >
        {countrySites.map((site) => (
          <option key={site.code} value={site.url} lang={site.lang}>
            {site.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit">Mergi</button>
      </noscript>
    </form>
  );
}
