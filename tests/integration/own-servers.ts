/**
 * Servers and mail sinks of a test's own (real limits, a memory to measure, mail to read),
 * started on demand and stopped after each test of the file that calls `ownServers()`.
 */
import { afterEach } from "vitest";
import { type MailSink, startMailSink } from "../setup/mail-sink";
import { startTestServer, type TestServer } from "../setup/pocketbase-server";

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
