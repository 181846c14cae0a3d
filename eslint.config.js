import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const lucideIndex = {
  name: 'lucide-react',
  message: "Import each icon from its own file (import Map from 'lucide-react/dist/esm/icons/map'): the index puts every icon of the app on every page.",
  allowTypeImports: true,
}

// The layers of docs/architecture.md section 2, type imports included. Each pattern matches the `~/`
// alias and a relative path alike.
const ui = {
  regex: '^(~/|(\\.\\.?/)+)(components|routes)(/|$)|^(~/|(\\.\\.?/)+)root$',
  message:
    'Models, providers and utils sit below the UI: a type a component shows belongs in the model that builds it (the component imports it from there), and a loader the UI reads by type in app/utils/*-route.server.ts.',
}
const workers = {
  regex: '^((\\.\\.?/)+workers(/|$)|remix-server-build$)',
  message:
    "app/ does not import workers/: a queue message and its retry rules live in app/jobs/messages.ts, and a Durable Object is called through the interface its model declares (ChatRoomRpc, FamilyChannelRpc), which the class in workers/ implements.",
}
const parentRoute = {
  regex: '^(~/|(\\.\\.?/)+)(routes(/|$)|root$)',
  message:
    "A component does not import the route or root that renders it: the loader's type comes from the module the loader lives in (app/utils/*-route.server.ts).",
}
// Remix gives the browser an empty module for every `.server` file: a value a component took from one
// would be undefined in the browser (its types are fine, they leave no code).
const serverValues = {
  regex: '\\.server$',
  allowTypeImports: true,
  message: 'A component runs in the browser too, where a .server module is empty: import its types only, and take values from the loader.',
}
const restrict = (...patterns) => ['error', { paths: [lucideIndex], patterns }]

export default tseslint.config(
  // Generated: the builds, `npm run dev`'s Worker copy (.cache/dev-worker) and the test run's screenshots.
  { ignores: ['build/**', 'public/build/**', 'public/sw.js', 'public/signed-out.js', 'node_modules/**', '.wrangler/**', '.cache/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [lucideIndex] }],
    },
  },
  {
    // An import cycle makes a module's exports undefined while the other module first runs, depending on
    // which one the bundle starts from; `~/` resolves through tsconfig.json's paths.
    files: ['app/**/*.{ts,tsx}', 'workers/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['app/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restrict(workers) } },
  { files: ['app/components/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restrict(workers, parentRoute, serverValues) } },
  {
    files: ['app/{models,providers,utils}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(workers, ui) },
  },
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
  },
)
