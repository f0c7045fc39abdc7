import type { PublicProfile as Profile } from '#generated/main-api/types.gen';
import { formatCountOf, formatDate, type NounForms, productNoun } from '../../lib/format';
import { likeNoun } from '../UserArea/like-noun';
import { Avatar } from '../UserArea/Avatar';
import * as styles from './PublicProfile.css';

export interface PublicProfileProps {
  /** What anyone may see of a user: never the e-mail address. */
  profile: Profile;
}

const monthYear = new Intl.DateTimeFormat('ro-RO', { month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' });

/** `martie 2026`: since when someone is a member. */
const formatMonth = (iso: string) => monthYear.format(new Date(iso));

/** The participle agrees with the count: `1 apreciere primită`, `2 aprecieri primite`, `20 de aprecieri primite`. */
const likesReceivedNoun: NounForms = { one: 'apreciere primită', other: 'aprecieri primite' };

/**
 * A user's public profile (/user/{userId}): the short name and initials, since when they are a
 * member, the likes their comparisons received, and the comparisons they saved, each a link.
 */
export function PublicProfile({ profile }: PublicProfileProps) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Avatar initials={profile.initials} />
        <div className={styles.identity}>
          <h1 className={styles.heading}>{profile.displayName}</h1>
          <p className={styles.meta}>Membru Cuib din {formatMonth(profile.memberSince)}</p>
          <p className={styles.meta}>{profile.likesReceived > 0 ? `${formatCountOf(profile.likesReceived, likesReceivedNoun)} pentru comparații` : 'Nicio apreciere primită încă'}</p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="profil-comparatii">
        <h2 id="profil-comparatii" className={styles.sectionHeading}>
          Comparații salvate
        </h2>
        {profile.comparisons.length === 0 ? (
          <p className={styles.empty}>{profile.displayName} nu a salvat încă nicio comparație.</p>
        ) : (
          <ul className={styles.list}>
            {profile.comparisons.map((comparison) => (
              <li key={comparison.id} className={styles.item}>
                <a className={styles.link} href={comparison.url}>
                  {comparison.name}
                </a>
                <p className={styles.details}>
                  {formatCountOf(comparison.variantsCount, productNoun)} · {formatCountOf(comparison.likesCount, likeNoun)} · salvată pe {formatDate(comparison.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
