// The layers of docs/architecture.md, enforced: each folder names what it may not import.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const FRONT_END = ['./ui', './screens', './app', './explorer'];
const CHART = ['./machines'];
const BANK = ['./server'];

/** `target` may not import from any of `from` (paths from the repository root). */
const forbid = (target, from, message) => from.map((f) => ({ target, from: f, message }));

const layers = [
  ...forbid('./domain', ['./config', './contract', './services', ...CHART, ...FRONT_END, ...BANK],
    'domain is the ground: the spec\'s rules, constants and messages, importing nothing of ours.'),
  ...forbid('./config', ['./contract', './services', ...CHART, ...FRONT_END, ...BANK],
    'config reads modes and switches; it may use domain only.'),
  ...forbid('./contract', ['./config', './services', ...CHART, ...FRONT_END, ...BANK],
    'contract is the wire, shared by browser and bank; it may use domain only.'),
  ...forbid('./services', [...CHART, ...FRONT_END, ...BANK],
    'services are the browser\'s calls to the bank; the chart invokes them, not the other way round.'),
  ...forbid('./machines', [...FRONT_END, ...BANK],
    'the chart knows no screen and no server: screens bind to it.'),
  ...forbid('./ui', ['./services', './contract', ...CHART, './screens', './app', './explorer', ...BANK],
    'ui is the design system: props in, markup out.'),
  ...forbid('./screens', ['./services', './app', './explorer', ...BANK],
    'a screen binds to the chart and renders; calls to the bank are the chart\'s invoked actors.'),
  ...forbid('./explorer', ['./screens', './app', ...BANK],
    'the explorer reads the chart, not the applicant\'s screens.'),
  ...forbid('./app', [...BANK],
    'the browser app reaches the bank over HTTP only.'),
  ...forbid('./server', ['./services', ...CHART, ...FRONT_END],
    'the bank shares domain and contract with the browser, nothing else.'),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'public'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin, import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layers }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // A screen's view takes props only: its binding (screens/<Name>/use<Name>.ts) is what reads the chart.
    files: ['screens/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/machines/journeyContext'], message: 'views take props; read the chart in the screen\'s use<Name>.ts binding' }],
      }],
    },
  },
  {
    // Tests read the bank's JSON answers as they come; the product code types what it reads.
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
