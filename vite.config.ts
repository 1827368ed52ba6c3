import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In `npm run dev` the API runs on its own port; Vite forwards API and dev-mailbox requests to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, xfwd: true }, '/dev': { target: apiTarget } },
  },
});
