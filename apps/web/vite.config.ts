import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The dev server proxies every server-owned path to the Cairn server (`npm run dev`, port 3000).
const target = process.env.CAIRN_DEV_SERVER ?? 'http://localhost:3000';

// GET /users/sign_in is the SPA's page; only the form posts belong to the server.
const postsOnly: ProxyOptions = {
  target,
  bypass: (req) => (req.method === 'GET' ? req.url : undefined),
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target },
      '/-/': { target },
      '/users/sign_in': postsOnly,
      '/users/sign_out': postsOnly,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
