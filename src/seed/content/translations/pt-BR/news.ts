import type { NewsSeed } from '../../types'

/**
 * Brazilian Portuguese translation of the five newest entries of the English seed's news (../../editorial/news.ts),
 * newest first, keyed by publishedAt.
 */
export const news: NewsSeed[] = [
  {
    title: 'Dicas da comunidade e notas de balanceamento: cinco hábitos para a sua próxima subida no ranqueado',
    publishedAt: '2026-10-30T16:45:00Z',
    body: [
      {
        p: 'De tempos em tempos a gente passa pela caixa de feedback e separa as perguntas que sempre voltam. Desta vez o tema ficou claro: muita gente aí tem mecânica boa, mas continua perdendo partidas apertadas. Então aqui vai uma checklist curta de hábitos que nos fizeram ganhar mais lutas do que qualquer treino de mira.',
      },
      {
        ol: [
          '**Conte as ultimates inimigas que você já viu.** Se a grande ultimate que decide lutas foi usada trinta segundos atrás, essa é a sua janela para tomar espaço.',
          '**Cheguem juntos na luta.** Entrar um de cada vez é o jeito mais comum de perder uma teamfight que nem chegou a começar de verdade.',
          '**Fale seus cooldowns em voz alta.** Um rápido "tô sem escudo" ou "sem fuga" ajuda seus estrategistas a decidir quem salvar.',
          '**Escolha um off-angle por seção de mapa e aprenda ele direito.** Nossos [mapas interativos](/pt-br/maps) marcam os que a gente mais gosta.',
          '**Troque quando o plano parar de funcionar, não depois de três rodadas perdidas.** Trocar de herói é uma ferramenta, não uma admissão de derrota.',
        ],
      },
      {
        p: 'Uma observação rápida de balanceamento das nossas próprias partidas, com o aviso de sempre de que a nossa amostra é pequena: **dois curandeiros dedicados ainda parecem o mais seguro**, duelistas de dive punem um estrategista sozinho mais do que nunca, e trocar a sua vanguarda costuma virar uma luta perdida mais rápido do que trocar um duelista. Cada página de herói lista counters e sinergias, se você quiser testar isso por conta própria.',
      },
      {
        p: 'Nada disso é glamouroso, mas soma. Se você quiser o vocabulário por trás de metade dessas dicas, o glossário no fim do [guia básico](/pt-br/basics) explica tudo. Boa sorte por aí, e continuem mandando sugestões.',
      },
    ],
  },
  {
    title: 'Novidade no site: compartilhe qualquer ponto dos mapas interativos',
    publishedAt: '2026-06-18T14:00:00Z',
    body: [
      {
        p: 'Essa estava na nossa lista de desejos desde a semana de lançamento: **os mapas interativos agora têm links de compartilhamento**. Abra qualquer seção de mapa, clique no marcador que interessa e copie o link. Quem abrir cai no mesmo mapa, na mesma seção e no mesmo marcador, com a descrição já visível.',
      },
      {
        p: 'Algumas pequenas melhorias vieram junto:',
      },
      {
        ul: [
          'A legenda e a navegação lateral da tela cheia agora lembram se você as deixou abertas ou recolhidas.',
          'As imagens dos marcadores abrem mais rápido graças a um cache melhor nas visitas seguintes.',
          'Os nomes das seções no cabeçalho do mapa agora batem com a barra de endereço, então os favoritos ficam organizados.',
        ],
      },
      {
        p: 'Fizemos isso principalmente para os capitães de time que explicam setups no chat de voz, então conte pra gente como está funcionando no seu grupo. Entre no [guia de mapas](/pt-br/maps) e experimente, e use a lâmpada no topo de qualquer página se algo parecer estranho.',
      },
    ],
  },
  {
    title: 'Temporada 5.5: Rogue entra para as vanguardas',
    publishedAt: '2025-12-19T17:00:00Z',
    body: [
      {
        p: 'A atualização de meio de temporada traz **[Rogue](/pt-br/heroes/rogue)** para o jogo como vanguarda. Ela foi feita para trocar golpes de perto, e as primeiras partidas sugerem que ela recompensa quem fica no meio da luta em vez de ancorar uma linha de escudo.',
      },
      {
        p: 'Ela também se encaixa direto em **Explosive Entanglement**, o team-up ancorado por [Gambit](/pt-br/heroes/gambit) que chegou na temporada passada junto com [Magneto](/pt-br/heroes/magneto). Ter os três no mesmo time é pedir muito, mas até Gambit com Rogue já vale testar em partidas casuais.',
      },
      {
        p: 'Com a chegada de Rogue, o elenco já cresceu bem além da formação de lançamento. A página dela já está no ar, e vamos continuar ampliando os confrontos dela conforme a comunidade for entendendo a heroína.',
      },
    ],
  },
  {
    title: 'Temporada 5: Gambit dá as cartas, e os team-ups mudam de lugar',
    publishedAt: '2025-11-14T17:30:00Z',
    body: [
      {
        p: 'A Temporada 5 adiciona **[Gambit](/pt-br/heroes/gambit)** aos estrategistas. Ele fica em algum lugar entre curandeiro e ameaça de dano, o que faz dele um parceiro natural para um curandeiro principal que prefere ficar atrás.',
      },
      {
        p: 'A lista de team-ups teve uma das suas maiores rotações nesta temporada:',
      },
      {
        ul: [
          '**Novos:** Explosive Entanglement (Gambit com Magneto e Rogue) e Sword of Duality (Cloak & Dagger com Hawkeye e Psylocke).',
          '**Encerrados:** Lunar Force (Cloak & Dagger com Moon Knight) e Operation: Microchip (The Punisher com Black Widow) terminaram com a Temporada 4.5.',
        ],
      },
      {
        p: 'Se a sua dupla favorita dependia de um dos team-ups encerrados, vale a pena rever a página de [Cloak & Dagger](/pt-br/heroes/cloak-dagger) para ideias de novas combinações. Tudo já foi atualizado nos guias de heróis.',
      },
    ],
  },
  {
    title: 'Temporada 4.5: Daredevil traz pressão de curta distância',
    publishedAt: '2025-10-10T16:15:00Z',
    body: [
      {
        p: '**[Daredevil](/pt-br/heroes/daredevil)** se junta aos duelistas neste meio de temporada. Ele rende mais em espaços apertados, onde as linhas de visão são curtas, então mapas cheios de esquinas e escadarias combinam muito mais com ele do que ruas abertas de comboio.',
      },
      {
        p: 'Ele chega com um team-up novo, **Bestial Hunt**, ao lado de [The Punisher](/pt-br/heroes/the-punisher). A dupla junta um brigão de curta distância com uma âncora de dano constante, e os dois cobrem bem as distâncias fracas um do outro.',
      },
      {
        p: 'Aviso para quem joga em dupla: Lunar Force e Operation: Microchip só estão listados até a Temporada 4.5, então aproveitem enquanto duram.',
      },
    ],
  },
]
