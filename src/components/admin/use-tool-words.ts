'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminToolKey } from '@/i18n/admin-words'

type Values = Record<string, string | number>
export type SayTool = (key: AdminToolKey, values?: Values) => string

/**
 * Our admin components' words in the editor's admin language: `Admin.tools` of admin.json, which
 * payload.config.ts gives Payload as `guide:tools:…` (src/i18n/admin-words.ts). A `count` value picks the
 * `_one`/`_other` message, as Payload does.
 */
export function useToolWords(): SayTool {
  const { t } = useTranslation()
  return (key, values) => (t as (key: string, values?: Values) => string)(`guide:tools:${key.replace(/\./g, ':')}`, values)
}
