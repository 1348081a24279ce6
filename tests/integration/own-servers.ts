/**
 * Servers and mail sinks of a test's own (real limits, a memory to measure, mail to read),
 * started on demand and stopped after each test of the file that calls `ownServers()`.
 */
import PocketBase from "pocketbase";
import { afterEach } from "vitest";
import { type MailSink, startMailSink } from "../setup/mail-sink";
import { startTestServer, TEST_ADMIN, type TestServer } from "../setup/pocketbase-server";

/** The environment that sends a server's mail to the sink. */
export function smtpEnv(sink: MailSink): Record<string, string> {
  return {
    SMTP_HOST: sink.host,
    SMTP_PORT: String(sink.port),
    SMTP_USERNAME: "",
    SMTP_PASSWORD: "",
    SMTP_TLS: "false",
    MAIL_SENDER: "shop@shop.test",
  };
}

/**
 * A shop of its own that mails through a sink of its own ("Island Imports", its inbox
 * `shopEmail`), with a superuser's client; the caller stops the server and the sink.
 */
export async function mailingShop(shopEmail: string) {
  const sink = await startMailSink();
  const server = await startTestServer({
    env: { ...smtpEnv(sink), APP_NAME: "Island Imports", SHOP_EMAIL: shopEmail },
  });
  const admin = new PocketBase(server.url);
  admin.autoCancellation(false);
  await admin.collection("_superusers").authWithPassword(TEST_ADMIN.email, TEST_ADMIN.password);
  return { sink, server, admin };
}

export function ownServers() {
  const servers: TestServer[] = [];
  const sinks: MailSink[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.dispose()));
    await Promise.all(sinks.splice(0).map((s) => s.stop()));
  });
  return {
    async server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
      const server = await startTestServer(options);
      servers.push(server);
      return server;
    },
    async mailSink(): Promise<MailSink> {
      const sink = await startMailSink();
      sinks.push(sink);
      return sink;
    },
  };
}
