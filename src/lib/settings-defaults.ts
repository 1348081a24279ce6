import { freeShippingOn } from "../shared/delivery";
import { m, t } from "./i18n/i18n";
import type { Settings } from "./types";

const TEN_DAYS_MS = 14_400 * 60 * 1000;

/**
 * The support hours shown in the top bar, the footer and on the contact page (the catalogues
 * translate it: tests/unit/i18n-catalogues.test.ts adds it to the texts).
 */
export const SUPPORT_HOURS = "Open Daily 8am-7pm IST";

/**
 * The announcements the shop starts with (the settings migration seeds the same): the app's own
 * texts, so they are said in the shopper's language while the owner keeps them; an owner's own
 * announcement shows as written (docs/translating.md).
 */
export const DEFAULT_ANNOUNCEMENTS = [
  m("Free shipping until 8th of November"),
  m("100% authentic goods, bought abroad by us"),
  m("Delivery across Sri Lanka in 7-10 working days"),
] as const;

/** An announcement in the shopper's language when it is one of the shop's defaults. */
export function announcementText(text: string): string {
  return (DEFAULT_ANNOUNCEMENTS as readonly string[]).includes(text) ? t(text) : text;
}

/**
 * Used until the settings record has been synced once: countdown 14400 minutes from now, flash
 * section hidden. The settings migration seeds the same values (tests/integration/
 * catalogue-hooks.test.ts compares them).
 */
export function defaultSettings(now = Date.now()): Settings {
  return {
    id: "defaults",
    countDownEndTime: new Date(now + TEN_DAYS_MS).toISOString(),
    isFlashSectionVisible: false,
    freeShippingUntil: "2026-11-08T23:59:59.999Z",
    announcements: [
      { text: DEFAULT_ANNOUNCEMENTS[0], until: "2026-11-08T23:59:59Z" },
      { text: DEFAULT_ANNOUNCEMENTS[1] },
      { text: DEFAULT_ANNOUNCEMENTS[2] },
    ],
    supportPhone: "+94 77 123 4567",
    supportEmail: "hello@islandimports.lk",
    // no bank details are shown until the shop's own have been synced
    bankName: "",
    bankBranch: "",
    bankAccountName: "",
    searchSynonyms: "",
    bankAccountNumber: "",
    catalogueEpoch: "",
    // the seeded zones (src/shared/delivery.ts), until the shop's own have been synced
    deliveryZones: [],
    updated: "",
  };
}

/** PocketBase dates ("2026-11-08 23:59:59.999Z") and ISO dates both parse. */
export function parseServerDate(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value.replace(" ", "T"));
  return Number.isNaN(ms) ? undefined : ms;
}

export function activeAnnouncements(settings: Settings, now = Date.now()): string[] {
  return settings.announcements
    .filter((a) => {
      const until = parseServerDate(a.until);
      return until === undefined || until >= now;
    })
    .map((a) => a.text);
}

/** Whether the shop's free shipping still holds at `now` (the server's rule, src/shared). */
export function isFreeShipping(settings: Settings, now = Date.now()): boolean {
  return freeShippingOn(settings.freeShippingUntil, now);
}
