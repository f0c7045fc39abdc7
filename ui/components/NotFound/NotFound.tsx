import * as styles from './NotFound.css';

/** What a visitor sees at an address that leads nowhere, with ways back. */
export function NotFound() {
  return (
    <section className={styles.root}>
      <h1 className={styles.heading}>Ne pare rău, nu am găsit această pagină</h1>
      <p>Poate ce căutai nu mai este pe Cuib sau adresa s-a schimbat.</p>
      <p className={styles.actions}>
        <a href="/">Înapoi la prima pagină</a>
        <a href="/produse">Vezi toate produsele</a>
      </p>
    </section>
  );
}
