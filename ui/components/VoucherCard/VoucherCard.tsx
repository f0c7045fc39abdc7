'use client';

import { useEffect, useRef, useState } from 'react';
import type { Voucher } from '#generated/main-api/types.gen';
import { copyText } from '../../lib/clipboard';
import { formatMoney } from '../../lib/format';
import { Icon } from '../Icon';
import * as styles from './VoucherCard.css';

/** How long „Copiat” shows after a copy (SPEC §9). */
export const copiedMs = 2000;

export const voucherSizes = [18, 26] as const;
export type VoucherSize = (typeof voucherSizes)[number];

export interface VoucherCardProps {
  /** The code, its value (percent or amount) and the price with it. */
  voucher: Voucher;
  /** Tag height: 18 on cards, rows and alternative offers, 26 on the detail page (SPEC §9). @default 18 */
  size?: VoucherSize;
}

/** `-10%` or `-150 lei`. */
const valueOf = (voucher: Voucher) => (voucher.valueType === 'percent' ? `-${voucher.value}%` : `-${formatMoney(voucher.value)}`);

/**
 * A voucher: its value, the price with it, and its code, copied by a click. After a copy the hint
 * says „Copiat” for two seconds, otherwise „Fă click pentru a copia codul voucherului” (SPEC §4).
 */
export function VoucherCard({ voucher, size = 18 }: VoucherCardProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyText(voucher.code))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedMs);
  };

  return (
    <div className={styles.root[size]}>
      <p className={styles.offer}>
        <span className={styles.value}>{valueOf(voucher)}</span>
        {/* A price of nothing, or less, is never shown (a voucher worth more than the product). */}
        {voucher.priceWithVoucher > 0 ? (
          <>
            {' cu voucher: '}
            <strong>{formatMoney(voucher.priceWithVoucher)}</strong>
          </>
        ) : (
          ' cu voucher'
        )}
      </p>
      <button type="button" className={styles.code} onClick={copy}>
        <span className={styles.codeText}>{voucher.code}</span>
        <Icon name={copied ? 'check' : 'copy'} size="xs" />
        <span className={copied ? styles.copied : styles.hint} aria-live="polite">
          {copied ? 'Copiat' : 'Fă click pentru a copia codul voucherului'}
        </span>
      </button>
    </div>
  );
}
