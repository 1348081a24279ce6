/** The English texts with placeholders, compiled (scripts/lib/catalogues.mjs). */
declare module "virtual:english-catalogue" {
  import type { Messages } from "@lingui/core";

  const messages: Messages;
  export default messages;
}
