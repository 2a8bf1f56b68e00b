import js from '@eslint/js'
import ts from 'typescript-eslint'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import layers from './eslint-rules/shared-layers.js'

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
    // Layers meet through aliases (`@shared/…`), never through relative paths that climb into another src-*
    // folder; the renderer and main use each src-shared feature through its public entry (`@shared/campaign`,
    // not `@shared/campaign/schema`). The split worker alone takes the engine's own entry: the rest of the
    // split loads the catalog.
    files: ['src-main/**', 'src-renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            acrossLayers,
            {
              group: ['@shared/*/**', '!@shared/split/engine'],
              message:
                "Import a src-shared feature through its public entry ('@shared/campaign'), not one of its files."
            }
          ]
        }
      ]
    }
  },
  {
    // The rules engine is pure: no Node, DOM or Electron. Its folders are layers (ARCHITECTURE.md).
    files: ['src-shared/**/*.ts'],
    ignores: ['src-shared/**/*.test.ts'],
    plugins: { local: layers },
    rules: {
      'local/shared-layers': 'error',
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
