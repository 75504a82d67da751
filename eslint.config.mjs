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
    // src/i18n/navigation.ts is the language-aware Link that IntentLink wraps.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/shell/IntentLink.tsx', 'src/i18n/navigation.ts', 'src/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use IntentLink (src/components/shell/IntentLink.tsx): it fetches the page ahead on intent, not on view.' }] },
      ],
    },
  },
  {
    // Leaflet puts a string tooltip, popup or div icon into the page as HTML, and names are typed by editors
    // (issue 43): text goes in as a node from leafletText (src/browser/leaflet-text.ts), a div icon's html too,
    // or as a named constant of our own markup.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(bindTooltip|bindPopup|setTooltipContent|setPopupContent|setContent)$/] > :first-child:not(CallExpression[callee.name='leafletText'])",
          message: 'Leaflet sets a string as HTML: pass leafletText(text) (src/browser/leaflet-text.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='divIcon'] Property[key.name='html']:not([value.type='Identifier']):not([value.callee.name=/^leafletText(Markup)?$/])",
          message: 'A div icon’s html is set as HTML: pass leafletText(text) (leafletTextMarkup for a shared icon), or a constant of fixed markup.',
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Build nodes with textContent; stored text must never be parsed as HTML.',
        },
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
