export { PartnerMessageForm, messageSubjects } from './PartnerMessageForm';
export { productCounts, ShopRegistrationForm } from './ShopRegistrationForm';
