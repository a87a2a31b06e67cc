import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

export interface SentEmail {
  /** delivered: accepted by the SMTP server; captured: kept in the e-mail log only. */
  status: 'delivered' | 'captured';
  messageId: string | null;
}

/**
 * nodemailer behind one method. With an SMTP URL e-mails are sent; without one (local
 * runs, tests) nodemailer's JSON transport builds the message and sends nothing.
 */
export class MailTransport {
  readonly mode: 'smtp' | 'capture';
  private readonly transporter: Transporter;

  constructor(smtpUrl: string | undefined) {
    this.mode = smtpUrl ? 'smtp' : 'capture';
    this.transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  }

  async send(mail: SendMailOptions): Promise<SentEmail> {
    const info = await this.transporter.sendMail(mail);
    return { status: this.mode === 'smtp' ? 'delivered' : 'captured', messageId: info.messageId ?? null };
  }

  close(): void {
    this.transporter.close();
  }
}

/** An SMTP rejection that a retry would get again (5xx except 503). */
export function isPermanentSendFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}
