// Sinhala, loaded only when chosen: its catalogue and its font (the Sinhala subset of Noto Sans
// Sinhala, regular and bold, from @fontsource; Latin letters keep the page's own font).

import regular from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url";
import messages from "../../locales/si.json";
import { activatePack, type FontPack } from "./activate-pack";
import { SCRIPT_FONTS } from "./script-fonts";

const font: FontPack = { ...SCRIPT_FONTS.si, files: { 400: regular, 700: bold } };

/** Switches the screens to Sinhala. */
export const activate = () => activatePack("si", messages, font);
