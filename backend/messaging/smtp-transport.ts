import nodemailer from "nodemailer";
import { DeliveryError, type ClaimedMessage, type Transport } from "./message";

/** A connection, greeting or reply that takes longer than this is a failed attempt (retried). */
const SMTP_TIMEOUT_MS = 30_000;

/** The SMTP errors nodemailer reports; `responseCode` is the server's reply code when it gave one. */
interface SmtpFailure {
  message: string;
  code?: string;
  responseCode?: number;
}

/**
 * A 5xx reply refuses this message for good (no such mailbox, rejected content); a 4xx reply, a connection
 * that fails and an authentication the operator must fix (535 too: the mail goes out once the password is
 * right) are retried.
 */
function isPermanent(failure: SmtpFailure): boolean {
  return failure.responseCode !== undefined && failure.responseCode >= 500 && failure.code !== "EAUTH";
}

/**
 * Mail over SMTP (`smtp://` or `smtps://user:password@host:port`). Every mail carries a Message-ID made of its
 * outbox row, so a mail sent twice after a crash is one message to the receiving side, which may drop the copy;
 * the server's reply (its queue id) is kept as the provider's id.
 */
export function smtpTransport(settings: { url: string; from: string; readAttachment: (storedName: string) => Promise<Buffer> }): Transport {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain =
    settings.from
      .split("@")
      .pop()
      ?.replace(/[^\w.-]/g, "") || "localhost";
  return {
    async send(message: ClaimedMessage) {
      if (message.channel !== "mail") throw new DeliveryError("SMTP sends e-mail only", true);
      const { subject, text, html, attachments = [] } = message.content;
      const files = await Promise.all(attachments.map(async (a) => ({ filename: a.filename, content: await settings.readAttachment(a.storedName) })));
      try {
        const info = (await transporter.sendMail({
          from: settings.from,
          to: message.to,
          subject,
          text,
          html,
          attachments: files,
          messageId: `<outbox-${message.id}-${message.createdAt}@${domain}>`,
        })) as { messageId: string; response?: string };
        return { providerId: info.response ? info.response.slice(0, 200) : info.messageId };
      } catch (error) {
        const failure = error as SmtpFailure;
        throw new DeliveryError(`SMTP: ${failure.message}`, isPermanent(failure));
      }
    },
  };
}
