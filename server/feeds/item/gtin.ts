/**
 * GTINs (EAN-8, UPC-A, EAN-13, GTIN-14) in GS1's comparison form: 14 digits, left-padded with zeros,
 * so the UPC-A 012345678905 and the EAN-13 0012345678905 of one product are one key.
 */

const separator = /[\s\u00a0-]/;
const separators = /[\s\u00a0-]/g;
const digits = /^\d+$/;
/**
 * Numbers that name no product in trade (GS1 General Specifications, prefix list): in-store and
 * restricted circulation numbers (020–029, 040–049, 200–299), coupons (050–059, 981–984, 99),
 * refund receipts (980). Read in the 13-digit form.
 */
const notATradeItem = /^(?:0[245]|2|98[0-4]|99)/;

/**
 * A GTIN in 14-digit form, or null when the value is not one: not 8, 12, 13 or 14 digits, a wrong
 * check digit, all zeros, or a number outside trade. An invalid GTIN is dropped and the item kept:
 * Google refuses such items, but a GTIN only helps match offers, and without it matching falls back
 * on brand and MPN, which is better than losing the offer over a typo in an optional field.
 */
export function normalGtin(text: string): string | null {
  const value = separator.test(text) ? text.replace(separators, '') : text;
  const length = value.length;
  if ((length !== 8 && length !== 12 && length !== 13 && length !== 14) || !digits.test(value)) return null;
  const padded = value.padStart(14, '0');
  if (padded === '00000000000000' || (length >= 12 && notATradeItem.test(padded.slice(1)))) return null;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (padded.charCodeAt(i) - 48) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === padded.charCodeAt(13) - 48 ? padded : null;
}
