/** Runs one of the owner's commands (scripts/NAME.mjs) as a person would, and what it printed. */
import { spawn } from "node:child_process";
import { ROOT } from "../../scripts/lib/pocketbase.mjs";

/**
 * `env` replaces the connection variables of this process (PB_URL, PORT, PB_DATA,
 * PB_ADMIN_EMAIL, PB_ADMIN_PASSWORD), so a test names each it relies on; `input` is typed at a
 * prompt. Resolves with the exit code and stdout and stderr together.
 */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
  input = "",
): Promise<{ code: number | null; out: string }> {
  const inherited = { ...process.env };
  for (const key of ["PB_URL", "PORT", "PB_DATA", "PB_ADMIN_EMAIL", "PB_ADMIN_PASSWORD"]) {
    delete inherited[key];
  }
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  child.stdin.end(input);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, out })));
}
