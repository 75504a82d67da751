import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Luna Snow guide (../../../heroes/luna-snow.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'luna-snow',
  abilities: [
    {
      name: 'Light & Dark Ice',
      variant: 'luna-snow',
      type: 'normal attack',
      button: 'left-click',
      description:
        'Luna dispara fragmentos de gelo rápidos que curam aliados ou ferem inimigos, dependendo de quem acertam. Acertar inimigos deixa ela encaixar um dano extra sem quebrar o ritmo da cura.',
      properties: { casting: 'Projétil', damage: '25 por fragmento', healing: '30 por fragmento', fire_rate: '6 por segundo', ammo: '20', critical_hit: 'Sim' },
    },
    {
      name: 'Absolute Zero',
      variant: 'luna-snow',
      type: 'ability',
      button: 'right-click',
      description:
        'Lança uma esfera congelada que prende o primeiro inimigo atingido num bloco de gelo. Use para parar um diver no meio do combo ou para segurar um alvo parado para o seu time.',
      properties: { casting: 'Projétil', damage: '45', special_effect: 'Congela um inimigo por 1.5s; levar dano quebra o gelo antes', self_heal: '100 ao acertar', cooldown: '12s' },
    },
    {
      name: 'Ice Arts',
      variant: 'luna-snow',
      type: 'ability',
      button: 'shift',
      description:
        'Luna patina para a frente e gira, espalhando fragmentos de gelo ao redor que curam aliados e ferem inimigos. Também serve como reposicionamento rápido quando a luta se volta contra ela.',
      properties: { casting: 'Movimento e explosão em área', healing: '30 por fragmento, 8 fragmentos', damage: '20 por fragmento', duration: '3s', cooldown: '12s' },
    },
    {
      name: 'Share the Stage',
      variant: 'luna-snow',
      type: 'ability',
      button: 'e',
      description:
        'Marca um aliado para que parte da cura que Luna faz em qualquer outra pessoa seja copiada para ele. Coloque no seu tanque, e cada fragmento que você acertar num duelista também mantém a linha de frente saudável.',
      properties: { casting: 'Vínculo com aliado', special_effect: 'O aliado marcado recebe uma parte de toda a cura que Luna faz', range: '40m', duration: 'Até usar de novo ou o aliado morrer', cooldown: '1s' },
    },
    {
      name: 'Fate of Both Worlds',
      variant: 'luna-snow',
      type: 'ultimate',
      button: 'q',
      description:
        'Luna sobe ao palco e se apresenta, escolhendo entre uma música que cura os aliados ao redor e uma que aumenta o dano deles. Ela pode alternar entre as duas durante a apresentação.',
      properties: { casting: 'Aura canalizada', radius: '12m', healing: '200 por segundo nos aliados próximos', special_effect: 'A outra faixa dá +25% de dano', duration: '12s', cost: '4000 de carga de ultimate' },
    },
    {
      name: 'Cryo Heart',
      variant: 'luna-snow',
      type: 'passive',
      button: 'passive',
      description:
        'Luna regenera vida aos poucos sozinha quando fica um tempinho sem levar dano, então um breve recuo já deixa ela em forma de novo.',
      properties: { casting: 'Passiva', healing: '30 por segundo', delay: '2s depois de levar dano', special_effect: 'Acumula com a cura dos estrategistas' },
    },
    {
      name: 'Chilling Charisma',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'Como âncora, Luna empresta o gelo dela a Namor e Jeff the Land Shark e ganha um pequeno aumento na própria cura enquanto qualquer um dos dois estiver no time.',
      properties: { casting: 'Passiva', partners: 'Namor, Jeff the Land Shark', bonus: '+10% de cura', special_effect: 'Os parceiros ganham ataques com poder de gelo' },
    },
    {
      name: 'Frozen Arrowhead',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'passive',
      description:
        'Luna congela as flechas de Hawkeye para o Chilling Assault. Em troca, ela ganha um pouco de vida extra enquanto ele estiver no time.',
      properties: { casting: 'Passiva', partners: 'Hawkeye', bonus: '+50 de vida máxima', special_effect: 'Hawkeye ganha flechas congelantes' },
    },
    {
      name: 'Atlas Bond',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'Com Iron Fist no time, Luna pode canalizar o chi dele numa explosão que cura os aliados ao redor e dá vida bônus a eles por um instante.',
      properties: { casting: 'Explosão em área', partners: 'Iron Fist (âncora)', healing: '150 nos aliados próximos', bonus_health: '50 por 3s', cooldown: '40s' },
    },
    {
      name: 'Duality Dance',
      variant: 'luna-snow',
      type: 'team-up',
      button: 'c',
      description:
        'Com Adam Warlock no time, Luna pode fazer uma dança curta que liga os aliados próximos; por alguns segundos, a cura que cai em um deles se espalha para os outros.',
      properties: { casting: 'Vínculo em área', partners: 'Adam Warlock (âncora)', radius: '10m', duration: '4s', cooldown: '45s' },
    },
  ],
  details: {
    primaryJob: 'Curandeira principal com cura forte em alvo único',
    secondaryJob: 'Controle de grupo com o congelamento',
    healing: 'A regeneração do Cryo Heart, a autocura do Absolute Zero e o outro estrategista do time',
    healingPriority: 1,
    notes:
      'A ultimate de Luna decide muitas lutas, então o inimigo vai tentar dar dive nela. Mantenha ela viva e deixe que use a ult sempre que o inimigo gastar a dele.',
    counters: ['spider-man', 'black-panther', 'venom', 'iron-fist', 'psylocke'],
    counteredBy: ['hela', 'hawkeye', 'magik', 'winter-soldier', 'black-widow'],
    synergies: ['namor', 'hawkeye', 'iron-fist', 'adam-warlock', 'jeff-the-land-shark'],
    stats: [
      { name: 'Vida', value: '275' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '3/5' },
      { name: 'Alcance', value: 'Médio a longo' },
      { name: 'Tipo de cura', value: 'Fragmentos mirados' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Mantenha o Share the Stage no seu tanque principal a partida inteira e mire os fragmentos no duelista que estiver levando dano.' },
    { side: 'as', type: 'playbook', text: 'Guarde o Absolute Zero para os divers; congele eles logo que aterrissarem e o seu time faz o resto.' },
    { side: 'as', type: 'insight', text: 'Fate of Both Worlds consegue anular a maioria das ultimates de dano inimigas. Espere pela deles em vez de usar a sua primeiro.' },
    { side: 'as', type: 'insight', text: 'Seus fragmentos podem dar acerto crítico nos inimigos, então mire na cabeça quando ninguém precisar de cura.' },
    { side: 'as', type: 'avoid', text: 'Não use o Ice Arts só para curar; ele também é a sua principal fuga, e você precisa dele pronto quando um diver pular em você.' },
    { side: 'as', type: 'role', text: 'Luna é uma curandeira principal com uma ultimate defensiva. Jogue com ela ao lado de um estrategista que traga cura explosiva ou mobilidade.' },
    { side: 'against', type: 'playbook', text: 'Pressione a Luna de longe com heróis hitscan; ela fica fácil de acertar quando se compromete com a cura.' },
    { side: 'against', type: 'playbook', text: 'Guarde a ultimate do seu time para quando a apresentação dela tiver acabado ou quando ela tiver sido forçada para longe do grupo.' },
    { side: 'against', type: 'insight', text: 'O Absolute Zero quebra antes quando os companheiros dela causam dano em você; peça ajuda quando estiver congelado.' },
    { side: 'against', type: 'avoid', text: 'Não dê dive nela sem um plano para o congelamento; um diver congelado costuma morrer antes de o gelo quebrar.' },
    { side: 'with', type: 'playbook', text: 'Lute dentro da linha de visão dela para que os fragmentos alcancem você.' },
    { side: 'with', type: 'insight', text: 'Namor e Jeff ganham bônus de gelo com o Chilling Charisma, Hawkeye com o Chilling Assault, e Iron Fist e Adam Warlock liberam movimentos extras para a Luna.' },
    { side: 'with', type: 'avoid', text: 'Não se afaste da apresentação quando a ultimate dela começar; você só recebe o efeito dentro do alcance.' },
    { side: 'with', type: 'role', text: 'Tanques e duelistas de dive adoram a Luna, porque os fragmentos dela alcançam eles com facilidade mesmo no fundo da retaguarda inimiga.' },
  ],
  teamUpBonuses: {
    'Chilling Charisma': 'Chilling Charisma',
    'Chilling Assault': 'Frozen Arrowhead',
    'Atlas Bond': 'Atlas Bond',
    'Duality Dance': 'Duality Dance',
  },
}
