import { createTransport, type Transporter } from 'nodemailer';
import { store } from '../context';
import type { Store } from '../db/store';
import { outboxRepository } from '../repositories/outbox';
import type { Mail } from './compose';

/** The sender of every e-mail (`CUIB_MAIL_FROM`). */
export const mailFrom = () => process.env.CUIB_MAIL_FROM ?? 'Cuib <nu-raspunde@cuib.ro>';

const transports = new Map<string, Transporter>();
const transport = (url: string) => transports.get(url) ?? transports.set(url, createTransport(url)).get(url)!;

/**
 * Records the e-mail in the outbox and, when `CUIB_SMTP_URL` is set (e.g.
 * `smtps://user:pass@smtp.example.ro`), sends it through that server. The SMTP exchange is not
 * awaited: an answer must not take longer because an e-mail was sent (that would tell whether an
 * address has an account), and a slow mail server must not hold requests. Inside a transaction,
 * pass it as `target`, so the e-mail is recorded with what caused it.
 */
export async function sendMail(mail: Mail, target: Store = store()): Promise<void> {
  await outboxRepository(target).write(mail);
  sendBySmtp(mail);
}

function sendBySmtp(mail: Mail): void {
  const url = process.env.CUIB_SMTP_URL;
  if (!url) return;
  transport(url)
    .sendMail({ from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} })
    .catch((error: unknown) => console.error(`Could not send „${mail.subject}” by SMTP; it stays in the outbox.`, error));
}
