import { freeShippingOn } from "../shared/delivery";
import type { Settings } from "./types";

const TEN_DAYS_MS = 14_400 * 60 * 1000;

/**
 * The support hours shown in the top bar, the footer and on the contact page (the catalogues
 * translate it: tests/unit/i18n-catalogues.test.ts adds it to the texts).
 */
export const SUPPORT_HOURS = "Open Daily 8am-7pm IST";

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
      { text: "Free shipping until 8th of November", until: "2026-11-08T23:59:59Z" },
      { text: "100% authentic goods, bought abroad by us" },
      { text: "Delivery across Sri Lanka in 7-10 working days" },
    ],
    supportPhone: "+94 77 123 4567",
    supportEmail: "hello@islandimports.lk",
    // no bank details are shown until the shop's own have been synced
    bankName: "",
    bankBranch: "",
    bankAccountName: "",
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
