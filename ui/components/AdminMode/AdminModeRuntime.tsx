import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { getAdminDataOptions } from '#generated/admin-data/@tanstack/react-query.gen';
import type { AdminVariantData, ListingVariant } from '#generated/admin-data/types.gen';
import { RankingLoader } from '../../lib/admin/ranking-loader';
import { fetchThroughClient } from '../../lib/query-calls';
import { sameOrigin } from '../../lib/same-origin';
import { RankingDetails } from './RankingDetails';

// One loader for the page: every card's ids go through it, batched (SPEC §4 "Admin ranking loader").
const loader = new RankingLoader((categoryId, listing, variantIds) =>
  fetchThroughClient(getAdminDataOptions({ ...sameOrigin(), query: { project: 'cuib', categoryId, variantIds, variant: listing, withCpc: true, withQs: true } })),
);

const panelsIn = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-admin-panel]')];

function Ranking({ panel }: { panel: HTMLElement }) {
  const [answer, setAnswer] = useState<AdminVariantData | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loader
      .load({ variantId: Number(panel.dataset.adminVariant), categoryId: Number(panel.dataset.adminCategory), listing: (panel.dataset.adminListing ?? 'listing') as ListingVariant })
      .then((data) => current && setAnswer(data));
    return () => {
      current = false;
    };
  }, [panel]);
  const slot = panel.querySelector('[data-admin-ranking]');
  if (!slot) return null;
  // Until the data comes (a failed batch is asked again quietly) the panel shows what the card carries.
  const content = answer === undefined ? <p>Se încarcă clasamentul…</p> : answer === null ? <p>Fără date de clasament.</p> : <RankingDetails data={answer.data} previous={answer.previousData} />;
  return createPortal(content, slot);
}

/**
 * Fills each card's admin panel, those of cards added later too, with the ranking data of the
 * admin-data service (loaded by ./AdminMode.tsx for staff in admin mode only).
 */
export default function AdminModeRuntime() {
  const [panels, setPanels] = useState<HTMLElement[]>([]);
  useEffect(() => {
    // Only a change in the set of panels re-renders (the panels' own filling mutates the page too).
    const refresh = () => setPanels((known) => {
      const found = panelsIn(document);
      return found.length === known.length && found.every((panel, i) => panel === known[i]) ? known : found;
    });
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return panels.map((panel, i) => <Ranking key={i} panel={panel} />);
}
