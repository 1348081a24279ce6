/**
 * Noto's face for Sinhala and for Tamil (@fontsource's subset of each script): its family and
 * the characters it is used for, @fontsource's own `unicode-range`. Both the page the server
 * draws in the language (vite.config.ts, its head's @font-face) and the app's pack
 * (pack-si.ts, pack-ta.ts) declare the face with this range: the subset also holds a space,
 * digits and signs, and a face declared without it drew every space of the page's English
 * words (product names, the brand, "Skin Care") in Noto Sinhala's, wider than the text's own.
 */
export const SCRIPT_FONTS = {
  si: {
    family: "Noto Sans Sinhala",
    range: "U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4",
  },
  ta: {
    family: "Noto Sans Tamil",
    range: "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC",
  },
} as const;
