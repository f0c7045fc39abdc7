import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { serverCssOnce } from './build/server-css-once';

export default defineConfig({
  srcDir: 'app',
  vite: {
    plugins: [vanillaExtractPlugin(), serverCssOnce()],
  },
});
