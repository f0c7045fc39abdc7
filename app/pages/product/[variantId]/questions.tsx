import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { Pager } from '#ui/components/ListingControls';
import { formatDate } from '#ui/lib/format';
import { buildLink, routes } from '#ui/lib/links';
import { questions, variantPage } from '../../../lib/main-api';
import { PageHead } from '../../_components/page-head';
import * as styles from './reviews.css';

/** Shoppers' questions about a product and the answers of shops, staff and other shoppers. */
export default async function QuestionsPage({ variantId, query }: PageProps<'/product/[variantId]/questions'>) {
  const id = Number(variantId);
  const page = Math.max(1, Number.parseInt(new URLSearchParams(query).get('pagina') ?? '1', 10) || 1);
  const [product, list] = Number.isInteger(id) && id > 0 ? await Promise.all([variantPage(id), questions(id, page)]) : [null, null];
  if (!product || !list) unstable_notFound();
  const base = `/product/${id}/questions`;
  return (
    <>
      <PageHead title={`Întrebări despre ${product.variant.name} | Cuib`} description={`Întrebări și răspunsuri despre ${product.variant.name}.`} canonical={base} robots="noindex, follow" />
      <Breadcrumbs items={[...product.breadcrumbs, { name: 'Întrebări', url: base }]} />
      <h1 className={styles.title}>Întrebări despre {product.variant.name}</h1>
      {list.questions.length === 0 ? (
        <p>Nu s-a pus încă nicio întrebare despre acest produs.</p>
      ) : (
        <ul>
          {list.questions.map((question) => (
            <li key={question.id}>
              <p>
                <strong>{question.text}</strong> — {question.authorName}, {formatDate(question.createdAt)}
              </p>
              {question.answers.map((answer) => (
                <p key={answer.id}>
                  {answer.authorName}: {answer.text}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={list.pagination} url={base} />
      <a href={buildLink(routes.variantDetail, { params: { variantId: id, slug: product.variant.slug } })}>Înapoi la produs</a>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
