/**
 * Romanian agreement for generated product names: the colour closing a name takes the noun's
 * gender. The gender of each product noun is declared in the category tree, not guessed from its
 * ending („Cadă” and „Perete” would fool any rule of thumb).
 */
export type Gender = 'masculine' | 'feminine' | 'neuter';

/** A colour as the facet names it (its masculine singular), with its feminine singular when it differs. */
export interface ColourWord {
  name: string;
  feminine?: string;
}

/**
 * The colour's form after a singular noun of `gender`: a neuter noun takes the masculine form
 * („pat negru”), a feminine one its own („comodă neagră”); „gri”, „bej” or „nuc” never change.
 */
export const colourFor = (colour: ColourWord, gender: Gender): string => (gender === 'feminine' ? (colour.feminine ?? colour.name) : colour.name);
