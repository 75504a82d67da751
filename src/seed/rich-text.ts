import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import type { Block } from './content/types'

/** The seed writes rich text as blocks with inline markdown; Lexical's own converter does the rest. */
function blocksToMarkdown(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if ('h2' in block) return `## ${block.h2}`
      if ('h3' in block) return `### ${block.h3}`
      if ('p' in block) return block.p
      if ('ul' in block) return block.ul.map((item) => `- ${item}`).join('\n')
      return block.ol.map((item, i) => `${i + 1}. ${item}`).join('\n')
    })
    .join('\n\n')
}

export async function makeRichText(config: SanitizedConfig) {
  const editorConfig = await editorConfigFactory.default({ config })
  return (blocks: Block[]) => convertMarkdownToLexical({ editorConfig, markdown: blocksToMarkdown(blocks) })
}
