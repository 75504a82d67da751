/**
 * A one-paragraph Lexical document, for news bodies written through REST. Drafts are validated (issue 14:
 * "Create New" stores nothing until the form is complete), so a news draft needs its body too.
 */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}
