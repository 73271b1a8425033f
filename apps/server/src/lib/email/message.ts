/** What a template produces: the same content as plain text and as HTML. */
export type EmailContent = { subject: string; text: string; html?: string };

/**
 * A file sent with a message; string content is sent as UTF-8 (a calendar invite, for example). With a
 * `cid` it is an inline image the HTML shows as `<img src="cid:...">` (Gmail blocks data: URIs; Content-ID
 * images show in Gmail, Outlook and Apple Mail).
 */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string | Buffer;
  cid?: string;
};

/** One message to one recipient, as every part of the app hands it to the mailer. */
export type EmailMessage = EmailContent & {
  to: string;
  replyTo?: string;
  attachments?: EmailAttachment[];
};
