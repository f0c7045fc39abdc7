import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { AnswerForm } from '#ui/components/AnswerForm';
import { QuestionItem } from '#ui/components/Questions';
import { imageUrl } from '#ui/lib/images';
import { buildLink, routes } from '#ui/lib/links';
import { submittedForm } from '../../../forms/submitted';
import { answerOutcomes, publishedQuestion } from '../../../lib/questions';
import { currentUser, variantPage } from '../../../lib/main-api';
import { PageHead } from '../../_components/page-head';
import * as styles from './_answer-page.css';

/**
 * The answer page the shop (and earlier buyers) are e-mailed for a published question (SPEC §1):
 * the product, the question, its answers, and the form. A shop signed in with its account answers
 * at once, with its badge; shoppers' answers wait for moderation. Unknown or unpublished: 404.
 */
export default async function AnswerPage({ questionId, query }: PageProps<'/pqa/answer/[questionId]'>) {
  const id = Number(questionId);
  const question = /^\d{1,12}$/.test(questionId) && id > 0 ? await publishedQuestion(id) : null;
  if (!question) unstable_notFound();
  const [product, user] = await Promise.all([variantPage(question.variantId), currentUser()]);
  if (!product) unstable_notFound();
  const { variant } = product;
  const image = variant.images[0];
  const productHref = buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } });
  const outcome = answerOutcomes[new URLSearchParams(query).get('raspuns') as keyof typeof answerOutcomes];
  return (
    <>
      <PageHead title={`Răspunde la o întrebare despre ${variant.name} | Cuib`} description={`„${question.text}” – o întrebare despre ${variant.name}.`} canonical={`/pqa/answer/${id}`} robots="noindex, nofollow" />
      <div className={styles.page}>
        <h1 className={styles.title}>Răspunde la o întrebare</h1>
        <div className={styles.product}>
          {image ? (
            <img className={styles.image} src={imageUrl('product', image.id, 160)} alt="" width={80} height={80} />
          ) : (
            <div className={styles.noImage} aria-hidden="true">
              Fără imagine
            </div>
          )}
          <div className={styles.productText}>
            <a className={styles.productName} href={productHref}>
              {variant.name}
            </a>
            <p className={styles.muted}>Vândut de {variant.eshop.name}</p>
          </div>
        </div>
        <ul className={styles.question}>
          <QuestionItem question={question} level={2} />
        </ul>
        <div className={styles.formBox}>
          <AnswerForm questionId={id} initial={submittedForm('answer')} outcome={outcome} shopName={user?.isEshop ? user.name : undefined} />
        </div>
        <a className={styles.link} href={`/product/${question.variantId}/questions`}>
          Toate întrebările despre acest produs
        </a>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
