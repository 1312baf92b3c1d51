// The layers of docs/architecture.md, enforced: each folder names what it may not import.
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const FRONT_END = ['./src/ui', './screens', './src/app', './src/explorer'];
const CHART = ['./machines'];
const ANALYSIS = ['./src/analysis'];
const BANK = ['./server'];

/** `target` may not import from any of `from` (paths from the repository root). */
const forbid = (target, from, message) => from.map((f) => ({ target, from: f, message }));

const layers = [
  ...forbid('./src/domain', ['./src/config', './src/contract', './services', ...CHART, ...ANALYSIS, ...FRONT_END, ...BANK],
    'domain is the ground: the spec\'s rules, constants and messages, importing nothing of ours.'),
  ...forbid('./src/config', ['./src/contract', './services', ...CHART, ...ANALYSIS, ...FRONT_END, ...BANK],
    'config reads modes and switches; it may use domain only.'),
  ...forbid('./src/contract', ['./src/config', './services', ...CHART, ...ANALYSIS, ...FRONT_END, ...BANK],
    'contract is the wire, shared by browser and bank; it may use domain only.'),
  ...forbid('./services', [...CHART, ...ANALYSIS, ...FRONT_END, ...BANK],
    'services are the browser\'s calls to the bank; the chart invokes them, not the other way round.'),
  ...forbid('./machines', [...ANALYSIS, ...FRONT_END, ...BANK],
    'the chart knows no screen, no server and none of the tooling that reads it: screens bind to it, analysis reads it.'),
  ...forbid('./src/analysis', [...FRONT_END, ...BANK],
    'the chart\'s analysis (paths, coverage, words) reads the chart; the explorer, scripts and tests read it.'),
  ...forbid('./src/ui', ['./services', './src/contract', ...CHART, ...ANALYSIS, './screens', './src/app', './src/explorer', ...BANK],
    'ui is the design system: props in, markup out.'),
  ...forbid('./screens', ['./services', ...ANALYSIS, './src/app', './src/explorer', ...BANK],
    'a screen binds to the chart and renders; calls to the bank are the chart\'s invoked actors.'),
  ...forbid('./src/explorer', ['./screens', './src/app', ...BANK],
    'the explorer reads the chart, not the applicant\'s screens.'),
  ...forbid('./src/app', [...BANK],
    'the browser app reaches the bank over HTTP only.'),
  ...forbid('./server', ['./services', ...CHART, ...ANALYSIS, ...FRONT_END],
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
