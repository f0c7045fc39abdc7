import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/** Where the browser goes once an account is deleted: a goodbye, drawn for a visitor. */
export default async function AccountDeletedPage() {
  return (
    <>
      <PageHead title="Contul a fost șters | Cuib" description="Contul și datele lui au fost șterse de pe Cuib." canonical="/user/cont-sters" robots="noindex, nofollow" />
      <h1 className={styles.title}>Contul a fost șters</h1>
      <p className={styles.lead}>
        Am șters contul împreună cu produsele favorite, alertele de preț și de stoc și comparațiile salvate. Îți mulțumim că ai folosit Cuib; ne bucurăm oricând să te
        revedem.
      </p>
      <p>
        <a href="/">Înapoi la prima pagină</a>
      </p>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
