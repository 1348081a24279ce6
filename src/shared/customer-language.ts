/**
 * The server's side of the shop's languages (README: Languages): a customer's mails and pushes
 * in the language of their account (`users.language`), from the app's own catalogues and
 * formatter, so a translation is corrected in one place for the screens and the mails alike.
 * The hooks' bundle (pb_hooks/lib/shared.js) carries only the catalogues' customer texts
 * (./customer-texts.ts). Amounts are formatted before they are filled in, as "LKR 6,500".
 */
import { formatMessage, type MessageValues } from "../lib/i18n/format-message";
import si from "../locales/si.json";
import ta from "../locales/ta.json";
import { isLanguage } from "./language";
import { numberIn, pluralIn } from "./locale-formats";

/** A text in one customer's language: the English text (the key) translated and filled in. */
export type CustomerText = (source: string, values?: MessageValues) => string;

/** `language` is an account's choice: "si" or "ta"; anything else (empty, "en") is English. */
export function customerTexts(language: string): CustomerText {
  const code = isLanguage(language) ? language : "en";
  const messages: Record<string, string> = code === "si" ? si : code === "ta" ? ta : {};
  const numbers = (value: number) => numberIn(code, value);
  const plural = (count: number) => pluralIn(code, count);
  return (source, values) => {
    const text = messages[source] || source;
    return values ? formatMessage(text, values, numbers, plural) : text;
  };
}
