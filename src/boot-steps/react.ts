// boot.ts's first step: React's DOM renderer, run before the app (vite.config.ts puts this
// module in React's chunk, so the step costs no request of its own)
export { createRoot } from "react-dom/client";
