import type { Variant } from '#generated/main-api/types.gen';
import { FavouritesOnSale } from '#ui/components/FavouritesList';

/** „Reduse acum”, streamed after the list: it only adds to the page, and shows nothing when it fails. */
export async function OnSale({ variants }: { variants: Promise<Variant[]> }) {
  return <FavouritesOnSale variants={await variants} />;
}
