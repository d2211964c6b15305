import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One style for the whole tree, checked by `npm test` (through `npm run lint`): TypeScript's
 * recommended rules, the rules of hooks, accessibility rules for JSX, and Prettier's layout
 * (eslint-config-prettier turns off every rule Prettier already decides).
 */
export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'data/', 'coverage/', '.react-router/', 'src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused values are type errors already (tsconfig noUnused*); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
);
