import type { ClickSource, Impression } from '#generated/impressions/types.gen';

/** SPEC §9: a card is seen once 60 % of it is visible. */
export const seenThreshold = 0.6;

/** The cards that count: anything carrying a variant id and the click source it is shown under. */
export const cardSelector = '[data-variant-id][data-click-source]';

/**
 * Watches every card on the page, those added later too (more results, similar products,
 * carousels), and reports each once per page view, when 60 % of it is visible.
 */
export function watchCards(onSeen: (impression: Impression) => void, root: ParentNode & Node = document): () => void {
  const counted = new Set<string>();
  const observed = new WeakSet<Element>();
  const intersection = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < seenThreshold) continue;
        const card = entry.target as HTMLElement;
        intersection.unobserve(card);
        const variantId = Number(card.dataset.variantId);
        const source = Number(card.dataset.clickSource);
        const key = `${variantId}:${source}`;
        if (!Number.isInteger(variantId) || !Number.isInteger(source) || counted.has(key)) continue;
        counted.add(key);
        onSeen({ variant_id: variantId, source: source as ClickSource });
      }
    },
    { threshold: seenThreshold },
  );
  const observe = (scope: ParentNode) => {
    for (const card of scope.querySelectorAll(cardSelector)) {
      if (observed.has(card)) continue;
      observed.add(card);
      intersection.observe(card);
    }
  };
  observe(root);
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(cardSelector) && !observed.has(node)) {
          observed.add(node);
          intersection.observe(node);
        }
        observe(node);
      }
    }
  });
  mutations.observe(root, { childList: true, subtree: true });
  return () => {
    intersection.disconnect();
    mutations.disconnect();
  };
}
