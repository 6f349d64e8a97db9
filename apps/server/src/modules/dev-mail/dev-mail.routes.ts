// Outside prod, the member app lists the mail the in-process catcher caught (issue 3), so a person can
// follow a password reset link with no mail server. Registered only when INSTANCE is not prod.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CaughtMail, MailCatcher } from '../../mail/mail-catcher.js';
import { escapeHtml, linkifyText } from '../../mail/html.js';

const caughtMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  received_at: z.string(),
});

function messageHtml(mail: CaughtMail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>Received</dt><dd><time datetime="${escapeHtml(mail.received_at)}">${escapeHtml(mail.received_at)}</time></dd>
  </dl>
  <pre>${linkifyText(mail.text)}</pre>
</article>`;
}

/** The caught-mail page: plain HTML, escaped, no script (the CSP forbids inline script anyway). */
export function devMailPage(messages: CaughtMail[]): string {
  const list = messages.length === 0 ? '<p>No mail caught yet.</p>' : messages.map(messageHtml).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught mail</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 50rem; padding: 0 1rem; }
  article { border: 1px solid #ccc; border-radius: 6px; margin: 1rem 0; padding: 0 1rem 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: 0.75rem; }
</style>
</head>
<body>
<main>
<h1>Caught mail</h1>
<p>Mail sent by the portals while no SMTP server is configured, newest first (the latest 200 are kept).
<a href="/dev/mail">Refresh</a> · <a href="/dev/mail/messages.json">JSON</a></p>
${list}
</main>
</body>
</html>`;
}

/** GET /dev/mail (HTML) and GET /dev/mail/messages.json (a plain JSON array, newest first; not an /api/ call). */
export function devMailRoutes(catcher: MailCatcher): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(devMailPage(catcher.messages()));
    });
    app.get(
      '/dev/mail/messages.json',
      { schema: { hide: true, response: { 200: z.array(caughtMailSchema) } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return catcher.messages();
      },
    );
  };
}
