import { pluralize } from '../../lib/format';

/** „1 stea”, „2 stele”, „5 stele”: how each star of a rating is named. */
export const starLabel = (stars: number) => `${stars} ${pluralize(stars, { one: 'stea', other: 'stele' })}`;
