// CSS imports in the peer page are bundled by esbuild.
declare module '*.css';
