import { createServer, type Server } from 'node:net';

/** One message as the sink received it: the envelope and the raw DATA. */
export interface SunkMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message (no TLS, no AUTH), so the
 * backend's real SMTP path can be tested without a mail provider. `next()` resolves with the
 * next message to arrive.
 */
export async function startSmtpSink(): Promise<{ url: string; received: SunkMail[]; next: () => Promise<SunkMail>; close: () => Promise<void> }> {
  const received: SunkMail[] = [];
  const waiting: ((mail: SunkMail) => void)[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let mail: SunkMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          waiting.shift()?.(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') (mail.from = line), reply('250 OK');
        else if (verb === 'RCPT') mail.to.push(line), reply('250 OK');
        else if (verb === 'DATA') (inData = true), reply('354 End data with <CR><LF>.<CR><LF>');
        else if (verb === 'QUIT') reply('221 Bye'), socket.end();
        else reply('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
