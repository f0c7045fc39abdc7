import type { ReactNode } from 'react';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './AuthPanel.css';

export interface AuthPanelProps {
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The card the account pages share (`/login`, `/inregistrare`, `/parola/…`, confirmations): the page's one heading and its form. */
export function AuthPanel({ title, lead, children }: AuthPanelProps) {
  return (
    <section className={styles.root} aria-labelledby="cont-titlu">
      <h1 id="cont-titlu" className={styles.heading}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}

/** What happened, said once the page loads (a success, or why not). */
export function AuthOutcome({ tone = 'done', children }: { tone?: 'done' | 'problem'; children: ReactNode }) {
  return (
    <p className={tone === 'done' ? styles.outcome : styles.problem} role={tone === 'done' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}

export const authActionsClass = styles.actions;

/** A form's submit button drawn like `Button`, rendered on the server (the form posts without JavaScript). */
export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonStyles.root({ variant: 'primary', size: 'm', iconOnly: false })}>
      {children}
    </button>
  );
}
