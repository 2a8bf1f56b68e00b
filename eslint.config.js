import js from '@eslint/js'
import ts from 'typescript-eslint'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'

const acrossLayers = {
  group: ['**/src-main/**', '**/src-renderer/**', '**/src-shared/**'],
  message: 'Import another layer through its alias (@shared/…), not a relative path.'
}

export default ts.config(
  { ignores: ['out/', 'node_modules/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } }
  },
  {
    // Layers meet through aliases (`@shared/…`), never through relative paths that climb into another src-* folder.
    files: ['src-main/**', 'src-renderer/**', 'src-shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [acrossLayers] }]
    }
  },
  {
    // The rules engine is pure: no Node, DOM or Electron.
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            acrossLayers,
            {
              group: ['node:*', 'fs', 'path', 'electron', 'svelte', 'svelte/*', 'lowdb', 'lowdb/*'],
              message: 'src-shared is pure: no Node, Electron, Svelte or lowdb.'
            }
          ]
        }
      ]
    }
  },
  {
    // Every spec takes `test` from the suite's fixture, which fails a test on any page or console error.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures' (it fails a test on any page or console error it did not allow)."
            }
          ]
        }
      ],
      // A sleep is a guess: await the condition (a locator, expect.poll, settled(page), app.settle, a dialog).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No waitForTimeout: await the condition itself (expect(locator)…, expect.poll, app.settle(page)).'
        }
      ]
    }
  }
)
