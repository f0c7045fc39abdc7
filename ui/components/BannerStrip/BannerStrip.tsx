'use client';

import { useState } from 'react';
import { pushDataLayer } from '../../lib/analytics';
import { bannerSeenCookie, consentMaxAgeSeconds, seenBanners } from '../../lib/consent';
import { Icon } from '../Icon';
import * as styles from './BannerStrip.css';

export interface BannerStripProps {
  /** Names the banner in the seen cookie and in analytics. */
  ident: string;
  /** The announcement, one sentence. */
  text: string;
  /** Where the announcement leads, and the link's words. */
  link: { href: string; label: string };
}

/**
 * A strip above the header with a message and a link. Closing it hides it and adds its ident to the
 * seen cookie (idents separated by `;`), so the server leaves it out from then on (SPEC §4).
 */
export function BannerStrip({ ident, text, link }: BannerStripProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    const seen = [...new Set([...seenBanners(document.cookie), ident])].join(';');
    document.cookie = `${bannerSeenCookie}=${encodeURIComponent(seen)}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax`;
    pushDataLayer({ event: 'banner_strip_close_click', banner_ident: ident });
    setOpen(false);
  };
  return (
    <aside className={styles.root} aria-label="Anunț">
      <p className={styles.text}>
        {text}{' '}
        <a className={styles.link} href={link.href} onClick={() => pushDataLayer({ event: 'banner_strip_link_click', banner_ident: ident })}>
          {link.label}
        </a>
      </p>
      <button type="button" className={styles.close} onClick={close} aria-label="Închide anunțul">
        <Icon name="close" size="xs" />
      </button>
    </aside>
  );
}
