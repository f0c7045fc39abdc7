import type { NounForms } from '../../lib/format';

/** Likes a user's comparisons received: `1 apreciere`, `3 aprecieri`, `20 de aprecieri`. */
export const likeNoun: NounForms = { one: 'apreciere', other: 'aprecieri' };
