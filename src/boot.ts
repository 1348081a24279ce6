/**
 * The page's entry: the global styles (render-blocking, so index.html's static shell paints
 * styled), then the app itself once that first frame is on screen. The app's scripts (React,
 * the router, Dexie) then no longer compete with the shell for the first paint; Lighthouse
 * counts every script requested before first paint as render-blocking.
 */
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/hero.css";

const loadApp = () => void import("./main");

// A tab opened in the background paints nothing and gets no animation frames: load at once.
if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
