import { unknownLanguagePrefix } from '@/i18n/unknown-prefix'

/**
 * Any path the guide does not know leads home (spec route table). A route handler, not a page: a page's
 * redirect() renders the whole layout first, which made an unknown path cost as much as a search under load
 * (issue "Nothing breaks and nothing flakes", 4). A path that looks like a language the guide does not have
 * (`/xx/heroes`) is a 404 instead (issue 45, 1): sending it home would hide the wrong address from whoever linked it.
 */
export function GET(_request: Request, { params }: { params: Promise<{ unknown: string[] }> }): Promise<Response> {
  return params.then(({ unknown }) =>
    unknownLanguagePrefix(unknown)
      ? new Response(NOT_FOUND_PAGE, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
      : new Response(null, { status: 307, headers: { Location: '/' } }),
  )
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Page not found</title><body style="font-family:system-ui,sans-serif;background:#0d0f14;color:#e8eaf0;padding:2rem"><h1>Page not found</h1><p>The guide has no page in that language. It speaks <a style="color:#f5c542" href="/">English</a>, <a style="color:#f5c542" href="/es" lang="es">español</a> and <a style="color:#f5c542" href="/pt-br" lang="pt-BR">português</a>.</p></body></html>`
