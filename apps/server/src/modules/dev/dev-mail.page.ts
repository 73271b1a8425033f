import { APP_TIME_ZONE } from '@sortim/contracts/product';
import escapeHtml from 'escape-html';
import type { OutboxRow } from '#src/lib/email/outbox.ts';

/*
 * The /dev/mail page: the outbox as a list, newest first. Plain markup without scripts (the CSP allows
 * none inline); links in the text bodies are clickable so a reset link can be followed from here.
 */

const STYLE = `
body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
main { max-width: 880px; margin: 0 auto; }
article { background: #fff; border-radius: 10px; padding: 16px 20px; margin: 0 0 16px; }
h1 { font-size: 22px; } h2 { font-size: 17px; margin: 6px 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 14px; }
dt { color: #6b7280; } dd { margin: 0; }
pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: 12px; border-radius: 6px; }
.status { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: #e5e7eb; }
.sent { background: #d1fae5; } .failed { background: #fee2e2; }
`;

/** URLs in already-escaped text, without a trailing full stop or bracket. */
const URL_IN_TEXT = /https?:\/\/[^\s<]+[^\s<.,;:!?)\]'"]/g;

function linkify(escapedText: string): string {
  return escapedText.replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`);
}

function formatTime(date: Date): string {
  return date.toLocaleString('en-GB', { timeZone: APP_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });
}

function messageHtml(row: OutboxRow): string {
  const details: [string, string][] = [
    ['To', escapeHtml(row.to)],
    ...(row.replyTo ? [['Reply-To', escapeHtml(row.replyTo)] as [string, string]] : []),
    ['Time', `<time datetime="${row.createdAt.toISOString()}">${formatTime(row.createdAt)}</time>`],
    ['Attempts', String(row.attempts)],
    ...(row.lastError ? [['Last error', escapeHtml(row.lastError)] as [string, string]] : []),
    ...(row.attachments.length
      ? [['Attachments', escapeHtml(row.attachments.map((a) => a.filename).join(', '))] as [string, string]]
      : []),
  ];
  return `<article>
<span class="status ${row.status}">${row.status}</span>
<h2>${escapeHtml(row.subject)}</h2>
<dl>${details.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
<pre>${linkify(escapeHtml(row.text))}</pre>
${row.html ? `<p><a href="/dev/mail/messages/${row.id}/html">Open the HTML version</a></p>` : ''}
</article>`;
}

export function outboxPage(rows: OutboxRow[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Outbox · dev mail</title><style>${STYLE}</style></head>
<body><main>
<h1>Outbox (${rows.length})</h1>
<p>E-mail the app has queued, newest first. JSON: <a href="/dev/mail/messages">/dev/mail/messages?to=…</a></p>
${rows.length ? rows.map(messageHtml).join('\n') : '<p>No e-mail yet.</p>'}
</main></body></html>
`;
}
