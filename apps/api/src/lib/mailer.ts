import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where demo mail goes (null when mail leaves through SMTP). */
  readonly outboxDir: string | null;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise (demo, tests) writes
 * each message as an .eml file into the outbox directory, where a developer
 * can open it.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir: opts.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
    },
  };
}
