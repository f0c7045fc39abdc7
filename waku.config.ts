import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';

export default defineConfig({
  srcDir: 'app',
  vite: {
    plugins: [vanillaExtractPlugin()],
  },
});
