export { NoShopNotice } from './NoShopNotice';
export { PortalFrame, type PortalFrameProps, type PortalSection, portalSections } from './PortalFrame';
export { PortalLoginForm, type PortalLoginFormProps } from './PortalLoginForm';
export { ShopOverview, type ShopOverviewProps } from './ShopOverview';
export { pageHeading as portalHeadingClass, columns as portalColumnsClass } from './PartnerPortal.css';
