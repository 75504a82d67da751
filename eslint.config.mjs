import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Links into the guide fetch their page ahead only on intent (src/components/shell/IntentLink.tsx, issue 27).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/shell/IntentLink.tsx', 'src/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IntentLink (src/components/shell/IntentLink.tsx): it fetches the page ahead on intent, not on view.' }] },
      ],
    },
  },
  {
    // Payload writes these; their signature lists arguments a migration may not use.
    files: ['src/migrations/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    ignores: [
      '.next/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/*.json',
    ],
  },
]

export default eslintConfig
