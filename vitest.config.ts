import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    env: { NO_COLOR: '1', LANG: 'C', LC_ALL: '' },
    testTimeout: 20000,
  },
});
