import { NextIntlClientProvider } from 'next-intl'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HeroLayerSelect } from '@/components/map-viewer/HeroLayerSelect'
import { MapLegend } from '@/components/map-viewer/MapLegend'
import type { Language } from '@/i18n/languages'
import en from '@/i18n/messages/en'
import es from '@/i18n/messages/es'
import ptBR from '@/i18n/messages/pt-BR'

const CATALOGUES = { en, es, 'pt-BR': ptBR }

/** What a visitor reads: the markup's text and its labels, tags dropped. */
function shown(language: Language, element: ReactElement): string {
  const markup = renderToStaticMarkup(
    // The provider's props type counts its children among them, so they go in there.
    // eslint-disable-next-line react/no-children-prop
    createElement(NextIntlClientProvider, { locale: language, messages: CATALOGUES[language], timeZone: 'UTC', children: element }),
  )
  return markup.replace(/<!-- -->/g, '')
}

const legend = () =>
  createElement(MapLegend, {
    types: [{ icon: 'hp', name: 'Health Pack', url: null, count: 3 }],
    hidden: new Set(['hp']),
    expanded: true,
    onToggleExpanded: () => undefined,
    onToggleType: () => undefined,
    onShowAll: () => undefined,
    coordinates: false,
    onToggleCoordinates: () => undefined,
    calloutCount: 4,
    calloutsShown: true,
    onToggleCallouts: () => undefined,
    routeKinds: [{ kind: 'flank', name: 'Flanks', count: 2 }],
    hiddenRoutes: new Set(['flank']),
    onToggleRouteKind: () => undefined,
  })

describe('the map viewer in the page language', () => {
  it('keeps the English legend word for word', () => {
    const text = shown('en', legend())
    for (const words of ['>Legend<', '>2 hidden<', 'aria-label="Map layers"', '>Callouts<', '>Flanks<', '>Choose a type to show or hide its markers.<', '>Show all', '>Coordinates'])
      expect(text).toContain(words)
  })

  it('writes the legend in Spanish and Brazilian Portuguese, plural included', () => {
    const spanish = shown('es', legend())
    for (const words of ['>Leyenda<', '>2 ocultos<', 'aria-label="Capas del mapa"', '>Flanqueos<', '>Mostrar todo', '>Coordenadas']) expect(spanish).toContain(words)
    const portuguese = shown('pt-BR', legend())
    for (const words of ['>Legenda<', '>2 ocultos<', '>Flancos<', '>Mostrar tudo']) expect(portuguese).toContain(words)
    expect(spanish).not.toContain('Legend<')
  })

  it('counts a hero’s spots in the page language', () => {
    const select = (language: Language) =>
      shown(language, createElement(HeroLayerSelect, { heroes: [{ slug: 'loki', nickname: 'Loki', spots: 1 }, { slug: 'thor', nickname: 'Thor', spots: 3 }], value: null, onChoose: () => undefined }))
    expect(select('en')).toContain('>All heroes<')
    expect(select('en')).toContain('>Loki (1 spot)<')
    expect(select('en')).toContain('>Thor (3 spots)<')
    expect(select('es')).toContain('>Todos los héroes<')
    expect(select('es')).toContain('>Thor (3 puntos)<')
    expect(select('pt-BR')).toContain('>Loki (1 ponto)<')
  })
})
