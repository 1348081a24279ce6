// boot.ts's second step: the router's packages (in the router's chunk, like react.ts)
export { createRouter } from "@tanstack/react-router";
