/**
 * The analytics events of SPEC §7, as the tag manager reads them from `window.dataLayer`: one type
 * per event, named exactly, with the fields each carries and the interaction that fires it.
 * `pushDataLayer` takes only these, so an event cannot drift from its documented shape.
 */

/** The search box got its first query of this opening, once suggestions were asked for (SearchField). */
export interface SearchStartSuggestingEvent {
  event: 'search_start_suggesting';
  /** The trimmed query typed so far. */
  original_query: string;
}

/** A search was sent from the search box: a followed suggestion, or Enter / the search button (SearchField). */
export interface SearchModalSubmitEvent {
  event: 'search_modal_submit';
  original_query: string;
  /** The suggestion group's type (`6`, `11`, `trending`, `recent`, `remarketing`), or `query` for a full search. */
  search_suggest_type: string;
  /** The followed suggestion's title, or the query for a full search. */
  search_suggest_value: string;
}

/** A modal was opened (SPEC §2 "Modals"): auth, favourites, mobile menu, reviews, watchdog, offers, deliveries… */
export interface ModalOpenEvent {
  event: 'modal_open';
  /** The modal, in snake case (`reviews`, `mobile_menu`, `select_variant`). */
  modal_name: string;
  /** What opened it (`variant_card`, `header_hamburger`, `product_detail`, `watch_button`). */
  modal_opener: string;
}

/** The previous/next button of a card's image slider was pressed (CardSlider). */
export interface VariantCardSwiperInteractionEvent {
  event: 'variant_card_swiper_interaction';
  variant_id: number;
  /** The image shown after the press, from 0. */
  image_index: number;
}

/** A choice of the promotions filter of a listing (black friday, garden sales, price drops) was followed. */
export interface PromoFilterClickEvent {
  event: 'promo_filter_click';
  /** The choice's ident (`blackFriday`, `gardenSales`, `priceDrop`). */
  promo: string;
  /** Whether the click turns the filter on (false: it was on and is being removed). */
  selected: boolean;
}

/** The learn-more link of the claim box on sales pages (ClaimBox). */
export interface SalesInfoBoxLinkClickEvent {
  event: 'sales_info_box_link_click';
  link_url: string;
}

/** The learn-more link in the tooltip explaining a discount on the product page (SalesInfo). */
export interface SalesInfoTooltipLinkClickEvent {
  event: 'sales_info_tooltip_link_click';
  link_url: string;
}

/** The banner strip's close button (BannerStrip). */
export interface BannerStripCloseClickEvent {
  event: 'banner_strip_close_click';
  banner_ident: string;
}

/** The banner strip's link (BannerStrip). */
export interface BannerStripLinkClickEvent {
  event: 'banner_strip_link_click';
  banner_ident: string;
}

/** A variant was added to or removed from the comparison (SPEC §4 "Comparison", CardActions). */
export interface ComparisonEvent {
  event: 'comparison_add' | 'comparison_removed';
  variant_id: number;
}

/**
 * A click to a shop (any link through the click-through service), with the variant's dataLayer
 * fields and the shop, in the e-commerce shape tag managers read (one item per click).
 */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    currency: 'RON';
    /** The variant's price in RON. */
    value: number;
    items: [{ item_id: string; item_name: string; price: number; item_brand: string; quantity: 1 }];
  };
  /** The shop's name. */
  shop: string;
  /** The click source the link carries (SPEC §9: 1–47, 99). */
  click_source: number;
}

/** A page restored from the back-forward cache (`pageshow` with `persisted`): no new page load is seen otherwise. */
export interface CustomPageViewEvent {
  event: 'customPageView';
  page_path: string;
  page_title: string;
}

export type AnalyticsEvent =
  | SearchStartSuggestingEvent
  | SearchModalSubmitEvent
  | ModalOpenEvent
  | VariantCardSwiperInteractionEvent
  | PromoFilterClickEvent
  | SalesInfoBoxLinkClickEvent
  | SalesInfoTooltipLinkClickEvent
  | BannerStripCloseClickEvent
  | BannerStripLinkClickEvent
  | ComparisonEvent
  | PurchaseEvent
  | CustomPageViewEvent;

export type AnalyticsEventName = AnalyticsEvent['event'];

/**
 * The attributes that make a server-rendered element send its event when clicked (the measurement
 * runtime reads them): the element needs no code of its own, and the event keeps its catalogue type.
 */
export function eventAttributes({ event, ...fields }: AnalyticsEvent): { 'data-event': string; 'data-event-fields'?: string } {
  return Object.keys(fields).length > 0 ? { 'data-event': event, 'data-event-fields': JSON.stringify(fields) } : { 'data-event': event };
}
