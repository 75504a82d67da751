import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Doctor Strange guide (../../../heroes/doctor-strange.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'doctor-strange',
  abilities: [
    {
      name: 'Daggers of Denak',
      variant: 'doctor-strange',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Strange arremessa um leque de adagas brilhantes que viajam uma distância curta. O leque fecha de perto, então o ataque recompensa quem fica colado na linha de frente inimiga.',
      properties: { casting: 'Leque de projéteis', damage: '7 por adaga, 5 adagas por arremesso', range: '20m', fire_rate: '2 arremessos por segundo', special_effect: 'Os acertos acumulam Dark Magic' },
    },
    {
      name: 'Shield of the Seraphim',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'right-click',
      description:
        'Segure para erguer uma barreira mística larga à frente de Strange. Ela bloqueia projéteis e feixes para o time inteiro e se recupera sozinha depois de baixada.',
      properties: { casting: 'Barreira canalizada', shield_health: '1000', special_effect: 'Regenera depois de um breve atraso quando não está em uso', cooldown: '3s depois de quebrar' },
    },
    {
      name: 'Cloak of Levitation',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'space',
      description:
        'Strange sobe e paira por um instante com a capa. Use para espiar por cima de uma cobertura, alcançar uma sacada ou desviar de um atordoamento que vem pelo chão.',
      properties: { casting: 'Movimento', duration: '2s pairando', charges: '2', cooldown: '4s por carga' },
    },
    {
      name: 'Maelstrom of Madness',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'e',
      description:
        'Libera toda a Dark Magic acumulada numa explosão ao redor de Strange. Com a barra cheia, bate forte o bastante para finalizar heróis enfraquecidos que estiverem perto dele.',
      properties: { casting: 'Explosão em área', damage: 'Aumenta com a Dark Magic acumulada', radius: '8m', special_effect: 'Esvazia o medidor de Dark Magic', cooldown: '12s' },
    },
    {
      name: 'Pentagram of Farallah',
      variant: 'doctor-strange',
      type: 'ability',
      button: 'f',
      description:
        'Abre um par de portais ligados entre Strange e um ponto que ele consegue ver. Qualquer um, aliado ou inimigo, pode atravessar, o que faz dele um engage poderoso ou um presente perigoso.',
      properties: { casting: 'Portal posicionado', range: '50m', duration: '12s', special_effect: 'Pode ser usado pelos dois times', cooldown: '180s' },
    },
    {
      name: 'Eye of Agamotto',
      variant: 'doctor-strange',
      type: 'ultimate',
      button: 'q',
      description:
        'Strange arranca as almas dos inimigos à frente dele para fora do corpo. O dano causado às almas é dividido com os corpos, então uma única rajada bem mirada do seu time pode apagar vários alvos.',
      properties: { casting: 'Cone', range: '10m', duration: '4s', special_effect: 'O dano nas almas é copiado para os corpos ligados', cost: '3400 de carga de ultimate' },
    },
    {
      name: 'Price of Magic',
      variant: 'doctor-strange',
      type: 'passive',
      button: 'passive',
      description:
        'Causar dano enche Strange de Dark Magic. Se o medidor ficar cheio por tempo demais, ele deixa de conseguir atacar até gastá-la.',
      properties: { casting: 'Passiva', gauge: 'Enche com os acertos das adagas', penalty: 'Ataques desativados enquanto está sobrecarregado', special_effect: 'Gaste com o Maelstrom of Madness para zerar' },
    },
    {
      name: 'Arcane Order',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora da aliança dos feiticeiros, Strange compartilha o conhecimento arcano dele com Scarlet Witch e Magik e ganha um aumento modesto no próprio dano enquanto elas lutam ao lado dele.',
      properties: { casting: 'Passiva', partners: 'Scarlet Witch, Magik', bonus: '+10% de dano', special_effect: 'As parceiras liberam uma habilidade arcana de team-up' },
    },
    {
      name: 'Gamma Maelstrom',
      variant: 'doctor-strange',
      type: 'team-up',
      button: 'passive',
      description:
        'Com Hulk no time, Strange absorve energia gama que transforma o Maelstrom of Madness numa explosão radioativa mais pesada.',
      properties: { casting: 'Passiva', partners: 'Hulk (âncora), Iron Man', bonus: 'O Maelstrom causa dano gama extra', special_effect: 'Raio de explosão maior' },
    },
  ],
  details: {
    primaryJob: 'Tanque de escudo que segura linhas de visão',
    secondaryJob: 'Criador de jogadas com o portal e preparador de combos de ultimate',
    healing: 'Atenção dos estrategistas atrás do escudo dele, mais os kits de vida',
    healingPriority: 1,
    notes:
      'Strange costuma ser a única grande barreira do time, então leva muito dano. Mantenha ele cheio e ele vai manter todo o resto do time seguro.',
    counters: ['hawkeye', 'the-punisher', 'hela', 'star-lord', 'winter-soldier'],
    counteredBy: ['magik', 'psylocke', 'black-panther', 'spider-man', 'venom'],
    synergies: ['scarlet-witch', 'magik', 'hulk', 'iron-man', 'mantis'],
    stats: [
      { name: 'Vida', value: '650' },
      { name: 'Vida do escudo', value: '1000' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '3/5' },
      { name: 'Alcance', value: 'Curto a médio' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Vá na frente com o escudo, baixe-o para jogar adagas em quem aparecer e erga de novo antes que o inimigo recarregue.' },
    { side: 'as', type: 'playbook', text: 'Acompanhe a barra de Dark Magic e solte o Maelstrom of Madness num grupo quando ela estiver quase cheia, depois volte direto para as adagas.' },
    { side: 'as', type: 'insight', text: 'O Eye of Agamotto brilha com um companheiro que causa dano em área; avise na call para ele mirar nas almas flutuando, não nos corpos.' },
    { side: 'as', type: 'insight', text: 'Um portal colocado atrás do inimigo ou no high ground deles deixa o seu time inteiro flanquear de uma vez, mas ele também funciona para eles, então feche a luta antes que acabe.' },
    { side: 'as', type: 'avoid', text: 'Não fique parado com o medidor de Dark Magic cheio. Quando ele sobrecarrega, você perde os ataques justo quando mais precisa deles.' },
    { side: 'as', type: 'role', text: 'Strange é um tanque principal: fique à frente do seu time e dê aos seus duelistas de poke uma parede de onde atirar.' },
    { side: 'against', type: 'playbook', text: 'Dê dive contornando o escudo. Strange só consegue proteger uma direção, então flankers e heróis que ignoram barreiras deixam ele em pânico.' },
    { side: 'against', type: 'playbook', text: 'Saia do cone quando Strange começar a ultimate, ou quebre a linha de visão com uma parede.' },
    { side: 'against', type: 'insight', text: 'Fique de olho no brilho roxo ao redor dele: uma barra de Dark Magic cheia significa que um grande Maelstrom está vindo, então espalhem-se.' },
    { side: 'against', type: 'avoid', text: 'Não ignore um portal aberto. Se o seu time estiver perto, vigie a saída dele ou use-o para punir o time de Strange.' },
    { side: 'with', type: 'playbook', text: 'Atire logo atrás do escudo dele e fique na sombra dele enquanto ele o mantém erguido.' },
    { side: 'with', type: 'insight', text: 'Scarlet Witch e Magik ganham ferramentas extras com o Arcane Order, e o Gamma Charge do Hulk faz o Maelstrom de Strange bater mais forte.' },
    { side: 'with', type: 'avoid', text: 'Não saia da barreira para caçar abates; Strange não consegue proteger um companheiro que deixa o escudo dele.' },
    { side: 'with', type: 'role', text: 'Jogue com ele ao lado de um tanque de dive, como Hulk ou Venom, que abre espaço enquanto Strange segura a linha principal.' },
  ],
  teamUpBonuses: { 'Arcane Order': 'Arcane Order', 'Gamma Charge': 'Gamma Maelstrom' },
}
