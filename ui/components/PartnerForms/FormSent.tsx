'use client';

import { useEffect, useRef } from 'react';
import * as styles from './PartnerForms.css';

/** The thank-you that replaces a sent form; focus moves to it so a screen reader says it. */
export function FormSent({ title, children }: { title: string; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent} role="status">
      <h2 ref={heading} tabIndex={-1} className={styles.sentTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}
