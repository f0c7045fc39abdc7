import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { PageHead } from './_components/page-head';
import * as styles from './_components/directory.css';

/** How Cuib shows discounts: the page the sales claim box leads to. */
export default async function SalesInfoPage() {
  return (
    <>
      <PageHead title="Cum arătăm reducerile | Cuib" description="De unde vine prețul tăiat de pe Cuib și când spunem că un produs este la reducere." canonical="/sales" />
      <Breadcrumbs items={[{ name: 'Cum arătăm reducerile', url: '/sales' }]} />
      <h1 className={styles.title}>Cum arătăm reducerile</h1>
      <div className={styles.lead}>
        <p>
          Pe Cuib, un preț tăiat înseamnă un singur lucru: magazinul a cerut pentru același produs un preț mai mare înainte de oferta de
          acum. Reducerea în procente este diferența dintre cele două prețuri, rotunjită în jos, ca să nu pară mai mare decât este.
        </p>
        <p>
          Prețurile și reducerile le primim de la magazine, odată cu ofertele lor. Când un magazin nu ne trimite un preț anterior, nu afișăm
          nicio reducere, chiar dacă oferta este bună. O reducere are și o dată de valabilitate, pe care o arătăm pe pagina produsului.
        </p>
        <p>
          Eticheta „Ofertă limitată” apare la produsele al căror preț a scăzut recent. Codurile de reducere sunt ale magazinelor: le copiezi
          de pe Cuib și le folosești la plată, pe site-ul magazinului.
        </p>
        <p>
          Dacă vezi o reducere care nu pare adevărată, scrie-ne la <a href="mailto:reduceri@cuib.ro">reduceri@cuib.ro</a> cu adresa paginii.
          Verificăm și, dacă e cazul, scoatem oferta.
        </p>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
