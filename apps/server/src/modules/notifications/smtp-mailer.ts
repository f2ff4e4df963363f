import nodemailer from 'nodemailer';
import type { Logger } from '#server/observability/logger.ts';
import type { Mailer } from '#server/lib/context.ts';

/**
 * The SMTP mailer (nodemailer) for `CAIRN_SMTP_URL`, or none when it is unset. A failed send is
 * logged and answered `false`: e-mail never fails a write (it is sent after the commit).
 */
export function createSmtpMailer(
  env: { CAIRN_SMTP_URL?: string | undefined; CAIRN_EMAIL_FROM: string },
  log: Pick<Logger, 'error' | 'debug'>,
): Mailer | undefined {
  if (!env.CAIRN_SMTP_URL) return undefined;
  const transport = nodemailer.createTransport(env.CAIRN_SMTP_URL);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: env.CAIRN_EMAIL_FROM, ...message });
        log.debug({ to: message.to, subject: message.subject }, 'E-mail sent');
        return true;
      } catch (err) {
        log.error({ err, to: message.to, subject: message.subject }, 'E-mail could not be sent');
        return false;
      }
    },
  };
}
