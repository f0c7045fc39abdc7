import { style } from '@vanilla-extract/css';
import * as page from '../star/_star-page.css';

/** The staff pages' column, wider for the report's tables. */
export const root = style([page.root, { maxWidth: 1100 }]);

export const heading = page.heading;

export { formError as problem } from '#ui/theme/forms.css';
