import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer.ts';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
