/**
 * Sri Lanka's provinces, districts and towns with their postal codes, as couriers read an
 * address (src/shared/data/sri-lanka-places.json names its source). The checkout's selects and
 * the server's check of a district against its province both read them from here.
 */
import { compareNames } from "./catalogue";
import data from "./data/sri-lanka-places.json";

export interface Town {
  name: string;
  postalCode: string;
}

/** Where the list comes from, as the data file says. */
export const PLACES_SOURCE: string = data.source;

/** The 9 provinces, by name. */
export const PROVINCE_NAMES: readonly string[] = data.provinces.map((p) => p.name).sort();

/** The 25 districts, by name. */
export const DISTRICT_NAMES: readonly string[] = data.provinces
  .flatMap((p) => p.districts.map((d) => d.name))
  .sort();

/** The districts of a province, by name ([] for an unknown province). */
export function districtsOf(province: string): string[] {
  const found = data.provinces.find((p) => p.name === province);
  return found ? found.districts.map((d) => d.name).sort() : [];
}

/** The province a district belongs to ("" for an unknown district). */
export function provinceOf(district: string): string {
  return data.provinces.find((p) => p.districts.some((d) => d.name === district))?.name ?? "";
}

/** The listed towns of a district with their postal codes, by name. */
export function townsOf(district: string): Town[] {
  for (const province of data.provinces) {
    const found = province.districts.find((d) => d.name === district);
    if (found) return [...found.cities].sort((a, b) => compareNames(a.name, b.name));
  }
  return [];
}
