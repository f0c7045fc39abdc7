export { AvailabilityTags, type AvailabilityTagsProps } from './AvailabilityTags';
