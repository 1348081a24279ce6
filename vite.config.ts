import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const API_TARGET = process.env.PB_URL ?? "http://127.0.0.1:8090";

export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webp,woff2,webmanifest}"],
        globIgnores: ["screenshots/**"],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: "es2022", sourcemap: false },
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: true, ws: false },
      "/_": { target: API_TARGET, changeOrigin: true },
    },
  },
});
