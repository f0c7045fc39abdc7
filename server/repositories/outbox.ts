import type { Database } from '../db/database';

export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

/** E-mails the backend would send; the development mailbox shows them. */
export function outboxRepository(db: Database) {
  return {
    write(recipient: string, subject: string, body: string): void {
      db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(recipient, subject, body, new Date().toISOString());
    },
    latest(limit = 50): OutboxMail[] {
      return db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as unknown as OutboxMail[];
    },
  };
}
