export { PriceHistory, type PriceHistoryPeriod, type PriceHistoryProps, priceHistoryPeriods } from './PriceHistory';
