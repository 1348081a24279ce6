// Sinhala, loaded only when chosen: its catalogue and its font (the Sinhala subset of Noto Sans
// Sinhala, regular and bold, from @fontsource; Latin letters keep the page's own font).

import regular from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url";
import messages from "../../locales/si.json";
import { activatePack, type FontPack } from "./activate-pack";

const font: FontPack = {
  family: "Noto Sans Sinhala",
  files: { 400: regular, 700: bold },
  range: "U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4",
};

/** Switches the screens to Sinhala. */
export const activate = () => activatePack("si", messages, font);
