export { availabilityText, PartnerOffers, type PartnerOffersProps } from './PartnerOffers';
