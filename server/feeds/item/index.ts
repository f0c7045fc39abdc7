/**
 * From a reader's raw item to a validated offer: aliases read, every rule of the feed checked,
 * values normalised. One validator per file of a shop (it remembers ids to catch duplicates).
 */
export { availabilities, invalidReasons } from './item';
export type { Availability, Checked, FeedItem, InvalidReason, ItemProblem } from './item';
export { duplicateId, firstSight, itemValidator } from './validate';
export { attributeNamed } from './fields';
