import type { Store } from '../db/store';
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
export function outboxRepository(store: Store) {
  return {
    async write(mail: Mail): Promise<void> {
      await store
        .insertInto('outbox')
        .values({
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
          headers: mail.headers ? JSON.stringify(mail.headers) : null,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    async latest(limit = 50): Promise<OutboxMail[]> {
      const rows = await store.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => {
        const headers: Record<string, string> = row.headers ? JSON.parse(row.headers) : {};
        return { ...row, headers };
      });
    },
  };
}
