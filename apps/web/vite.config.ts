import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:3000";
// Upload paths of the API that live outside /api (see apps/api/src/files/file-routes.ts).
const proxied = [
  "/api",
  "/trpc",
  "/triangle-company/upload",
  "/user/upload",
  "/tronc-commun/lead/upload",
  "/tronc-commun/task/upload",
  "/compta/recommandation",
  "/compta/supplier-invoice",
  "/admin",
];

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});
