import type { ReactNode } from 'react';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './AuthPanel.css';

export interface AuthPanelProps {
  /** The page's one heading (an `h1`), which also names the panel's region. */
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** The form, or the outcome (`AuthOutcome`) of a link that was followed. */
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
export function AuthOutcome({
  tone = 'done',
  children,
}: {
  /** `done` is said as a status, `problem` as an alert. @default 'done' */
  tone?: 'done' | 'problem';
  /** One or two sentences, with a link onwards when there is one. */
  children: ReactNode;
}) {
  return (
    <p className={tone === 'done' ? styles.outcome : styles.problem} role={tone === 'done' ? 'status' : 'alert'}>
      {children}
    </p>
  );
}

export const authActionsClass = styles.actions;

/** A form's submit button drawn like `Button`, rendered on the server (the form posts without JavaScript). */
export function SubmitButton({
  children,
}: {
  /** The button's words: what the form does („Ieși din cont”). */
  children: ReactNode;
}) {
  return (
    <button type="submit" className={buttonStyles.root({ variant: 'primary', size: 'm', iconOnly: false })}>
      {children}
    </button>
  );
}
