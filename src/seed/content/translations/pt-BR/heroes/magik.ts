import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Magik guide (../../../heroes/magik.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'magik',
  abilities: [
    {
      name: 'Soulsword',
      variant: 'magik',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Combos de espada rápidos com um golpe largo. O terceiro golpe de cada combo avança para a frente, então o alcance corpo a corpo dela é maior do que parece.',
      properties: { casting: 'Combo corpo a corpo', damage: '40 / 40 / 60', range: '4m', special_effect: 'O terceiro golpe avança um pouco para a frente' },
    },
    {
      name: 'Magik Slash',
      variant: 'magik',
      type: 'ability',
      button: 'right-click',
      description:
        'Manda uma onda cortante à distância rente ao chão. Use para finalizar um alvo que saiu do alcance da espada ou para começar um combo antes de avançar.',
      properties: { casting: 'Onda de projétil', damage: '70', range: '12m', cooldown: '6s' },
    },
    {
      name: 'Stepping Discs',
      variant: 'magik',
      type: 'ability',
      button: 'shift',
      description:
        'Magik cai no Limbo por um instante, ficando intocável, e reaparece alguns metros adiante. É a principal esquiva dela contra atordoamentos e ultimates.',
      properties: { casting: 'Teleporte', duration: '1s no Limbo', special_effect: 'Invulnerável enquanto está no Limbo', cooldown: '8s' },
    },
    {
      name: 'Umbral Incursion',
      variant: 'magik',
      type: 'ability',
      button: 'e',
      description:
        'Uma investida rápida em linha reta que corta os inimigos no caminho. Boa para encurtar a distância ou atravessar um grupo até o curandeiro deles.',
      properties: { casting: 'Investida', damage: '40', range: '10m', charges: '2', cooldown: '6s por carga' },
    },
    {
      name: 'Eldritch Whirl',
      variant: 'magik',
      type: 'ability',
      button: 'f',
      description:
        'Gira com a Soulsword, acertando todos ao redor e erguendo eles um pouco no ar. É a melhor ferramenta dela para finalizar dois alvos de uma vez.',
      properties: { casting: 'Giro', damage: '30 por tick', radius: '5m', special_effect: 'Leve lançamento para o alto', cooldown: '12s' },
    },
    {
      name: 'Darkchild',
      variant: 'magik',
      type: 'ultimate',
      button: 'q',
      description:
        'Magik assume a forma demoníaca de Darkchild, recuperando vida e trocando as habilidades por versões mais fortes e mais amplas. Durante a forma, os cooldowns dela recarregam rápido e cada golpe pesa mais.',
      properties: { casting: 'Transformação', bonus_health: '350', duration: '10s', special_effect: 'Espada fortalecida e cooldowns mais rápidos', cost: '3000 de carga de ultimate' },
    },
    {
      name: "Limbo's Might",
      variant: 'magik',
      type: 'passive',
      button: 'passive',
      description:
        'Acertar habilidades nos inimigos dá a Magik vida bônus temporária, deixando ela ficar no corpo a corpo alguns segundos a mais que um duelista comum.',
      properties: { casting: 'Passiva', bonus_health: '25 por acerto de habilidade', max_bonus: '75', duration: '4s' },
    },
    {
      name: 'Dimensional Shortcut',
      variant: 'magik',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora, Magik compartilha um truque de portal do Limbo com Black Panther e ganha um pequeno aumento de dano enquanto ele estiver no time.',
      properties: { casting: 'Passiva', partners: 'Black Panther', bonus: '+10% de dano', special_effect: 'Black Panther pode cortar caminho pelo Limbo' },
    },
    {
      name: 'Arcane Rune',
      variant: 'magik',
      type: 'team-up',
      button: 'c',
      description:
        'Com Doctor Strange no time, Magik pode riscar um círculo de runas que junta os inimigos antes de explodir. Abra com ele e depois gire no meio do grupo com o Eldritch Whirl.',
      properties: { casting: 'Armadilha em área', partners: 'Doctor Strange (âncora), Scarlet Witch', radius: '6m', damage: '80 na explosão', cooldown: '30s' },
    },
  ],
  details: {
    primaryJob: 'Assassina de dive na retaguarda',
    secondaryJob: 'Limpeza depois do engage do time',
    healing: 'A vida bônus do Limbo\u2019s Might, a cura do Darkchild e os kits de vida',
    healingPriority: 4,
    notes:
      'Magik passa a maior parte do tempo longe dos curandeiros. Ela se sustenta acertando habilidades, então os estrategistas só devem curá-la quando ela voltar para se reagrupar.',
    counters: ['hela', 'hawkeye', 'the-punisher', 'luna-snow', 'doctor-strange'],
    counteredBy: ['mantis', 'peni-parker', 'magneto', 'wolverine', 'namor'],
    synergies: ['doctor-strange', 'black-panther', 'scarlet-witch', 'venom', 'psylocke'],
    stats: [
      { name: 'Vida', value: '250' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '4/5' },
      { name: 'Alcance', value: 'Corpo a corpo' },
      { name: 'Estilo de jogo', value: 'Dive' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Escolha um estrategista sozinho, entre com o Umbral Incursion, encadeie o combo de espada e saia com o Stepping Discs antes que a ajuda chegue.' },
    { side: 'as', type: 'playbook', text: 'Guarde o Darkchild para o meio da luta, quando o inimigo já gastou os atordoamentos e o seu time está avançando.' },
    { side: 'as', type: 'insight', text: 'O Stepping Discs deixa você intocável por um instante, então dá para desviar de grandes ultimates se você acertar o tempo nos primeiros frames.' },
    { side: 'as', type: 'insight', text: 'Cada acerto de habilidade alimenta o Limbo\u2019s Might. Encaixar Slash e Whirl nos combos mantém a sua vida bônus sempre ativa.' },
    { side: 'as', type: 'avoid', text: 'Não dê dive sem uma saída; pular com o Stepping Discs em cooldown costuma terminar com você de volta no spawn.' },
    { side: 'as', type: 'role', text: 'Magik é uma duelista de dive. Jogue com ela ao lado de um tanque de dive para a atenção do inimigo se dividir entre duas ameaças.' },
    { side: 'against', type: 'playbook', text: 'Mantenha os seus estrategistas perto um do outro para a Magik não conseguir isolar nenhum deles.' },
    { side: 'against', type: 'playbook', text: 'Segure o controle de grupo até ela reaparecer do Limbo e então prenda ela.' },
    { side: 'against', type: 'insight', text: 'Quando ela vira Darkchild, recupera vida e fica muito mais forte. Recue por alguns segundos e faça ela correr atrás de você.' },
    { side: 'against', type: 'avoid', text: 'Não lute com ela sozinho em corredores estreitos; o Whirl e os cortes dela são mais fortes em espaços apertados.' },
    { side: 'with', type: 'playbook', text: 'Acompanhe o dive dela com o seu próprio dano no mesmo alvo, para ela conseguir escapar mais rápido.' },
    { side: 'with', type: 'insight', text: 'Black Panther se beneficia do Dimensional Shortcut com ela, e Doctor Strange dá a ela uma runa arcana pelo Arcane Order.' },
    { side: 'with', type: 'avoid', text: 'Não espere peel dela; ela geralmente vai estar do outro lado da luta.' },
    { side: 'with', type: 'role', text: 'Use um duelista de poke e um tanque de escudo para pressionar pela frente enquanto a Magik cria o caos atrás das linhas inimigas.' },
  ],
  teamUpBonuses: { 'Dimensional Shortcut': 'Dimensional Shortcut', 'Arcane Order': 'Arcane Rune' },
}
