import { html } from 'hono/html';
import { store } from '../context';
import { backendApp } from '../http/app';
import { notFound } from '../http/problem';
import { outboxRepository } from '../repositories/outbox';

/**
 * The development mailbox shows every e-mail, confirmation links and reset codes included, so it
 * would hand any account to anyone: it exists only under `npm run dev` (NODE_ENV=development) or
 * when `CUIB_DEV_MAILBOX=1` asks for it.
 */
export const devMailboxEnabled = () => process.env.NODE_ENV === 'development' || process.env.CUIB_DEV_MAILBOX === '1';

/**
 * The development mailbox: the e-mails the reference backend sent or would have sent (watch
 * notifications, confirmations), newest first, at `/dev/mailbox`.
 */
export const mailboxApp = backendApp();

mailboxApp.get('/dev/mailbox', async (c) => {
  if (!devMailboxEnabled()) return notFound(`Nu există resursa ${c.req.path}.`);
  const mails = await outboxRepository(store()).latest();
  return c.html(html`<!doctype html>
    <html lang="ro">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Cutia poștală de dezvoltare | Cuib</title>
        <style>
          body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1d1c1a; }
          article { border: 1px solid #e2dbd0; border-radius: 10px; padding: 1rem; margin: 1rem 0; }
          pre { white-space: pre-wrap; font: inherit; }
        </style>
      </head>
      <body>
        <h1>Cutia poștală de dezvoltare</h1>
        <p>E-mailurile pe care serverul de referință le-ar fi trimis.</p>
        ${mails.length === 0 ? html`<p>Niciun e-mail deocamdată.</p>` : ''}
        ${mails.map(
          (mail) => html`<article>
            <h2>${mail.subject}</h2>
            <p>Către: ${mail.recipient} · ${mail.created_at}</p>
            ${Object.entries(mail.headers).map(([name, value]) => html`<p><small>${name}: ${value}</small></p>`)}
            <pre>${mail.body}</pre>
          </article>`,
        )}
      </body>
    </html>`);
});
