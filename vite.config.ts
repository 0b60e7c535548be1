import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from './scripts/build/lingui-vite.js';
import { staticSite } from './scripts/build/vite-plugin-static-site.js';

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [...linguiPlugins(), react(), tailwindcss(), staticSite()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/files': 'http://localhost:5000',
      '/sandbox': 'http://localhost:5000',
    },
  },
});
