import type { Database } from '../db/database';
import type { Mail } from '../mail/compose';

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  html: string | null;
  /** Further headers (List-Unsubscribe …); empty when there were none. */
  headers: Record<string, string>;
  created_at: string;
}

/** Every e-mail the backend sends (or, without SMTP, would send); the development mailbox shows them. */
export function outboxRepository(db: Database) {
  return {
    write(mail: Mail): void {
      db.prepare('INSERT INTO outbox (recipient, subject, body, html, headers, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        mail.headers ? JSON.stringify(mail.headers) : null,
        new Date().toISOString(),
      );
    },
    latest(limit = 50): OutboxMail[] {
      const rows = db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as unknown as (Omit<OutboxMail, 'headers'> & { headers: string | null })[];
      return rows.map((row) => ({ ...row, headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {} }));
    },
  };
}
