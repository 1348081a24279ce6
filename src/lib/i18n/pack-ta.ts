// Tamil, loaded only when chosen: its catalogue and its font (the Tamil subset of Noto Sans
// Tamil, regular and bold, from @fontsource; Latin letters keep the page's own font).

import regular from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import messages from "../../locales/ta.json";
import { activatePack, type FontPack } from "./activate-pack";
import { SCRIPT_FONTS } from "./script-fonts";

const font: FontPack = { ...SCRIPT_FONTS.ta, files: { 400: regular, 700: bold } };

/** Switches the screens to Tamil. */
export const activate = () => activatePack("ta", messages, font);
