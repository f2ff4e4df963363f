import { fileURLToPath } from 'node:url';
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
    // Monaco (GraphiQL's editor, explorer page only) is one 2.8 MB chunk; the app's stay small.
    chunkSizeWarningLimit: 3000,
    // The GraphQL explorer is a page of its own (server route /-/graphql-explorer), so GraphiQL
    // and Monaco never load with the app.
    rollupOptions: {
      // GraphiQL's modules start with React Compiler directives ("use no memo") that a bundle
      // cannot keep; harmless, and the warning would bury real ones.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        'graphql-explorer': fileURLToPath(new URL('graphql-explorer.html', import.meta.url)),
      },
    },
  },
});
