import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { Pager } from '#ui/components/ListingControls';
import { QuestionForm } from '#ui/components/QuestionForm';
import { questionNoun, Questions } from '#ui/components/Questions';
import { formatCountOf } from '#ui/lib/format';
import { buildLink, routes } from '#ui/lib/links';
import { submittedForm } from '../../../forms/submitted';
import { questions, variantPage } from '../../../lib/main-api';
import { PageHead } from '../../_components/page-head';
import * as styles from './questions.css';

/**
 * Shoppers' questions about a product with the answers of shops, staff and other shoppers, paged
 * by real links (`?pagina=2`), and the form to ask one: it posts here without JavaScript, and
 * `?intrebare=trimisa` says the question was taken.
 */
export default async function QuestionsPage({ variantId, query }: PageProps<'/product/[variantId]/questions'>) {
  const id = Number(variantId);
  const params = new URLSearchParams(query);
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const [product, list] = Number.isInteger(id) && id > 0 ? await Promise.all([variantPage(id), questions(id, page)]) : [null, null];
  if (!product || !list) unstable_notFound();
  const base = `/product/${id}/questions`;
  const { variant } = product;
  const total = list.pagination.totalCount;
  const productHref = buildLink(routes.variantDetail, { params: { variantId: id, slug: variant.slug } });
  return (
    <>
      <PageHead
        title={`Întrebări despre ${variant.name}${page > 1 ? ` – pagina ${page}` : ''} | Cuib`}
        description={`${formatCountOf(total, questionNoun)} și răspunsurile magazinelor și ale cumpărătorilor despre ${variant.name}.`}
        canonical={page > 1 ? `${base}?pagina=${page}` : base}
        robots="noindex, follow"
      />
      <Breadcrumbs items={[...product.breadcrumbs, { name: 'Întrebări', url: base }]} />
      <div className={styles.page}>
        <h1 className={styles.title}>Întrebări despre {variant.name}</h1>
        <p className={styles.summary}>
          <span>{total > 0 ? formatCountOf(total, questionNoun) : 'Nicio întrebare încă'}</span>
          <a className={styles.link} href="#intrebare">
            Pune o întrebare
          </a>
          <a className={styles.link} href={productHref}>
            Înapoi la produs
          </a>
        </p>
        <Questions questions={list.questions} level={2} answerLinks emptyText={page > 1 ? 'Nu mai sunt întrebări pe această pagină.' : 'Nu s-a pus încă nicio întrebare despre acest produs. Fii primul care întreabă!'} />
        {list.pagination.pageCount > 1 && <Pager pagination={list.pagination} url={base} />}
        <div className={styles.formBox}>
          <QuestionForm variantId={id} action={base} initial={submittedForm('question')} sent={params.get('intrebare') === 'trimisa'} />
        </div>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
