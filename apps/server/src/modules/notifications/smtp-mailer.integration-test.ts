import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '#server/testing/smtp-sink.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The SMTP mailer against a local sink started here: delivery, and a logged failure. */

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const log = () => ({ error: vi.fn(), debug: vi.fn() });

describe('createSmtpMailer', () => {
  it('is absent without CAIRN_SMTP_URL', () => {
    expect(createSmtpMailer({ CAIRN_EMAIL_FROM: 'Cairn <c@x>' }, log())).toBeUndefined();
  });

  it('delivers a message over SMTP', async () => {
    const mailer = createSmtpMailer(
      { CAIRN_SMTP_URL: sink.url, CAIRN_EMAIL_FROM: 'Cairn <cairn@example.test>' },
      log(),
    )!;
    expect(await mailer.send({ to: 'ann@example.test', subject: 'Hello', text: 'Body line' })).toBe(
      true,
    );
    const [mail] = await sink.waitFor(1);
    expect(mail!.from).toContain('cairn@example.test');
    expect(mail!.to).toEqual(['<ann@example.test>']);
    expect(mail!.data).toContain('Subject: Hello');
    expect(mail!.data).toContain('Body line');
  });

  it('logs and answers false when the server is unreachable', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const l = log();
    const mailer = createSmtpMailer(
      { CAIRN_SMTP_URL: closed.url, CAIRN_EMAIL_FROM: 'c@x.test' },
      l,
    )!;
    expect(await mailer.send({ to: 'ann@example.test', subject: 'Lost', text: 'x' })).toBe(false);
    expect(l.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ann@example.test', subject: 'Lost' }),
      'E-mail could not be sent',
    );
  });
});
