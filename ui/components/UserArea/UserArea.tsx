import type { User } from '#generated/main-api/types.gen';
import { formatCountOf } from '../../lib/format';
import { routes } from '../../lib/links';
import { AccountSettings } from '../AccountSettings';
import { Avatar } from './Avatar';
import { likeNoun } from './like-noun';
import * as styles from './UserArea.css';

export interface UserAreaProps {
  /** The signed-in user (from the session). */
  user: Pick<User, 'id' | 'name' | 'email' | 'initials' | 'avatarUrl'>;
  /** Likes the user's comparisons received; null when the likes service did not say (the line is left out). */
  likesReceived: number | null;
}

/** Where the account's parts live, each with a line on what is there. */
const places = (userId: number) => [
  { href: '/user/favourites', name: 'Produsele mele favorite', text: 'Tot ce ai păstrat cu inima, cu cele reduse acum.' },
  { href: '/user/watchdog', name: 'Alerte de preț și de stoc', text: 'Produsele pe care le urmărești și starea fiecărei alerte.' },
  { href: routes.compare, name: 'Comparație', text: 'Produsele puse deoparte ca să le compari unul lângă altul.' },
  { href: `/user/${userId}`, name: 'Profilul meu public', text: 'Ce văd ceilalți: prenumele și comparațiile salvate.' },
];

/**
 * The signed-in user's own page (/user): who they are (avatar, name, e-mail), the likes their
 * comparisons received, the ways to their favourites, alerts and comparisons, and the account's
 * settings (password, a copy of their data, deletion).
 */
export function UserArea({ user, likesReceived }: UserAreaProps) {
  return (
    <div className={styles.root}>
      <h1 className={styles.heading}>Contul meu</h1>
      <section className={styles.card} aria-labelledby="profil-nume">
        <Avatar initials={user.initials} avatarUrl={user.avatarUrl} />
        <div className={styles.identity}>
          <h2 id="profil-nume" className={styles.name}>
            {user.name}
          </h2>
          <p className={styles.email}>{user.email}</p>
          {likesReceived !== null && (
            <p className={styles.likes}>
              {likesReceived > 0 ? `Comparațiile tale au primit ${formatCountOf(likesReceived, likeNoun)}.` : 'Comparațiile tale nu au primit încă aprecieri.'}
            </p>
          )}
        </div>
      </section>
      <nav aria-label="Contul meu">
        <ul className={styles.links}>
          {places(user.id).map((place) => (
            <li key={place.href}>
              <a className={styles.link} href={place.href}>
                <span className={styles.linkName}>{place.name}</span>
                <span className={styles.linkText}>{place.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSettings />
    </div>
  );
}
