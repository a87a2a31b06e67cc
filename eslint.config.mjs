import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

const serviceScopes = ['gateway', 'auth', 'portfolio', 'media', 'admin', 'integrations', 'media-worker', 'integrations-worker', 'album-sync-worker'];

/**
 * Services never import each other; the web app only reaches contracts and pure
 * utilities. Tests, benchmarks and e2e set-up may also use the dev-stack tooling.
 */
function moduleBoundaries({ allowTooling }) {
  const tooling = allowTooling ? ['scope:tooling'] : [];
  return [
    'error',
    {
      enforceBuildableLibDependency: !allowTooling,
      allow: [],
      depConstraints: [
        ...serviceScopes.map((scope) => ({ sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: ['scope:shared', ...tooling] })),
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', ...tooling] },
        { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared'] },
        { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', ...tooling] },
        { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:util', ...tooling] },
        { sourceTag: 'type:server-lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', 'type:imaging', 'type:storage', ...tooling] },
        { sourceTag: 'type:imaging', onlyDependOnLibsWithTags: ['type:contracts', ...tooling] },
        { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:contracts', 'type:util', ...tooling] },
      ],
    },
  ];
}

const FEATURES_APART = 'Features do not import each other: compose them in web/src/app, or move shared code to web/src/lib or web/src/components.';

const supportFiles = ['**/bench/**', '**/fuzz/**', '**/e2e/**', '**/*.spec.ts', '**/*.spec.tsx', '**/test/**'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '.data', '.nx', 'test-results', 'playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({ allowTooling: false }),
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // React: the rules of hooks (with the React Compiler's checks) and accessibility, for the web app.
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // bulletproof-react: a feature never imports another feature (pages compose them in
    // web/src/app), and the shared layers (lib, components) never import features.
    // Neither by a sibling path (../../other) nor through the features folder (@/features/other).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: FEATURES_APART },
            { regex: '(^|/)features/', message: FEATURES_APART },
          ],
        },
      ],
    },
  },
  {
    // A file at a feature's root: one level up is already the features folder.
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: FEATURES_APART },
            { regex: '(^|/)features/', message: FEATURES_APART },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '/features/', message: 'Shared code does not depend on features.' }] }],
    },
  },
  {
    // Every decode goes through @lumafolio/images: libvips limited to the accepted formats.
    files: ['services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['libs/images/**', ...supportFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sharp', message: "Import { sharp } from '@lumafolio/images': it only decodes the formats we accept." }] },
      ],
    },
  },
  {
    // The gateway is a stateless edge (ADR 56): media decodes images, portfolio fetches banner URLs.
    files: ['services/gateway/src/**/*.ts'],
    ignores: supportFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sharp', message: 'The gateway decodes no image: media checks and renders them.' },
            { name: '@lumafolio/images', message: "The gateway decodes no image: import signature checks from '@lumafolio/images/signatures'." },
            ...['undici', 'node-fetch', 'axios', 'got'].map((name) => ({
              name,
              message: 'The gateway fetches nothing outbound: portfolio fetches banner URLs.',
            })),
            ...['node:http', 'node:https', 'http', 'https'].map((name) => ({
              name,
              importNames: ['request', 'get', 'Agent'],
              message: 'The gateway sends no outbound HTTP request: portfolio fetches banner URLs.',
            })),
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'The gateway fetches nothing outbound: portfolio fetches banner URLs.' }],
    },
  },
  {
    files: supportFiles,
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries({ allowTooling: true }),
      'no-console': 'off',
    },
  },
];
