/** A rendered e-mail: one template gives both parts. */
export type MailContent = { subject: string; html: string; text: string };

export type NewMail = {
  /** Which template wrote it (verify-email, reset-password, digest, …): for the record and the outbox file name. */
  kind: string;
  to: string;
  /** The user it belongs to, when there is one: it is deleted with them. */
  userId?: string | null;
  content: MailContent;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Stores the message, then queues its sending on the job engine; resolves with its id once it is stored. */
  send(mail: NewMail): Promise<string>;
  /** An absolute link into the app for an e-mail: PUBLIC_ORIGIN (else http://HOST:PORT), the path and the query. */
  link(path: string, query?: Record<string, string>): string;
  /** A stateless token for `subject` (e.g. a user id), signed with a key the server keeps in its database. */
  sign(purpose: string, subject: string): Promise<string>;
  /** The subject a token signed for `purpose` carries; undefined when it is not one of ours. */
  verify(purpose: string, token: string): Promise<string | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}
