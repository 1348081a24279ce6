/**
 * A real SMTP server on a free loopback port (the `smtp-server` package) that keeps every mail
 * it receives, parsed by `mailparser`, so tests can read what PocketBase sent.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/lib/pocketbase.mjs";

export interface MailSink {
  host: string;
  port: number;
  mails: ParsedMail[];
  /** Resolves with the first mail (received or still to come) sent to `to`. */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const sentTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((a) => a.value.some((v) => v.address === to));
  return {
    host: "127.0.0.1",
    port,
    mails,
    async waitFor(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => sentTo(mail, to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
