'use client'

import { useTranslation } from '@payloadcms/ui'

import type { AdminMessageKey, AdminToolKey } from '@/i18n/admin-words'

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

/** A refusal of the map rules (src/maps/callouts.ts) in the editor's admin language: `Admin.messages`, as the server says it. */
export function useProblemWords(): (failed: { message: string; problem?: { key: AdminMessageKey; values: Values } }) => string {
  const { t } = useTranslation()
  return (failed) =>
    failed.problem ? (t as (key: string, values?: Values) => string)(`guide:messages:${failed.problem.key}`, failed.problem.values) : failed.message
}
