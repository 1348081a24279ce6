/**
 * wa.me link to a Sri Lankan number (a leading 0 becomes 94), with `text` written in; "" when
 * the number has too few digits to be one. The shop's number (settings' supportPhone) for a
 * shopper's question, a customer's for the owner's reply.
 */
export function whatsappHref(phone: string, text: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0")) digits = `94${digits.slice(1)}`;
  if (digits.length < 9) return "";
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
